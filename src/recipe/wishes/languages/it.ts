/**
 * Italian words for the wishes check. `offAllergens`: names from Open Food Facts' allergen
 * taxonomy (taxonomies/allergens.txt, "it:" lines), © Open Food Facts contributors, Open Database
 * License (ODbL) 1.0, see ../LICENSE-DATA.md. Everything else is written by hand for this project.
 */
import type { WordList } from './word-list.js';

const it: WordList = {
  inflection: {
    elisions: [
      "dell'",
      "dall'",
      "all'",
      "nell'",
      "sull'",
      "coll'",
      "quell'",
      "quest'",
      "un'",
      "d'",
      "l'",
    ],
    endings: [['io', 'a', 'e', 'i', 'o'], ['h']],
    minStem: 3,
    forms:
      'pesca: pesca; pesche: pesca; pasto: pasto; pasti: pasto; noce: noce; noci: noce; ' +
      'pane: pane; pani: pane; panna: panna; panne: panna; grana: grana; grano: grano; ' +
      'latta: latta',
  },
  madeOfHeads:
    'latte, panna, burro, formaggio, yogurt, farina, brodo, carne, salsiccia, bistecca, ' +
    'polpette, ragù, miele, bevanda, macinato',
  offAllergens: {
    wheat: 'glutine, grano, frumento, farina di frumento, farina di frumento integrale, kamut',
    barley: 'orzo',
    rye: 'segale',
    spelt: 'farro',
    crustacean: 'crostacei',
    egg: 'uova, uovo',
    fish: 'pesce',
    peanut: 'arachidi',
    soy: 'soia, lecitina di soia',
    milk: 'latte, lattosio, panna, panna di latte, parmigiano reggiano, grana padano',
    'tree nuts':
      'frutta a guscio, mandorle, nocciole, noci, noci di acagiù, noci di pecan, ' +
      'noci del brasile, pistacchi, noci macadamia',
    celery: 'sedano',
    mustard: 'senape',
    sesame: 'semi di sesamo, sesamo',
    sulphites: 'anidride solforosa, solfiti',
    lupin: 'lupini',
    mollusc: 'molluschi',
  },
  members: {
    milk:
      'burro, burro chiarificato, ghee, panna fresca, panna da cucina, panna montata, ' +
      'panna acida, latte intero, latte condensato, latte in polvo, yogurt, yogurt greco, ' +
      'formaggio, formaggi, formaggio grattugiato, parmigiano, grana, pecorino, ' +
      'pecorino romano, mozzarella, mozzarella di bufala, fior di latte, burrata, stracciatella, ' +
      'ricotta, mascarpone, gorgonzola, taleggio, fontina, asiago, provolone, scamorza, ' +
      'caciocavallo, stracchino, crescenza, robiola, fontal, emmental, groviera, quartirolo, ' +
      'caprino, besciamella, crema pasticcera, gelato, panna cotta, tiramisù, burrata, ' +
      'cioccolato al latte, cioccolato bianco, primo sale, caciotta, bitto, montasio',
    egg:
      'tuorlo, tuorli, albume, albumi, uovo sbattuto, uova sode, maionese, frittata, ' +
      'zabaione, meringa, meringhe, pasta all’uovo, pasta fresca all’uovo, tagliatelle all’uovo, ' +
      'crema pasticcera, carbonara, savoiardi',
    fish:
      'acciughe, acciuga, alici, alice, tonno, tonno in scatola, salmone, merluzzo, baccalà, ' +
      'stoccafisso, branzino, spigola, orata, sogliola, pesce spada, sgombro, sarde, sardine, ' +
      'trota, dentice, rombo, cernia, nasello, colatura di alici, bottarga, pasta d’acciughe, ' +
      'brodo di pesce, fumetto di pesce, salsa tonnata, vitello tonnato, caviale',
    crustacean:
      'gamberi, gamberetti, gambero, gamberoni, mazzancolle, scampi, aragosta, astice, ' +
      'granchio, polpa di granchio, canocchie, cicale di mare',
    mollusc:
      'cozze, vongole, calamari, totani, seppie, seppia, polpo, moscardini, ostriche, ' +
      'capesante, fasolari, telline, lumache, nero di seppia',
    peanut: 'arachidi, noccioline, burro di arachidi, olio di arachidi',
    'tree nuts':
      'mandorla, farina di mandorle, mandorle a lamelle, nocciola, granella di nocciole, ' +
      'pinoli, pistacchio, granella di pistacchi, castagne, marroni, marzapane, pasta di mandorle, ' +
      'amaretti, torrone, praline, gianduia, crema di nocciole, latte di mandorla, pesto, ' +
      'pesto alla genovese, anacardi, noci pecan, noce pecan, noce',
    soy: 'salsa di soia, tofu, tempeh, edamame, miso, latte di soia, bevanda di soia, yogurt di soia',
    sesame: 'tahina, tahini, hummus, olio di sesamo',
    wheat:
      'farina, farina 00, farina 0, farina manitoba, semola, semola rimacinata, pasta, ' +
      'spaghetti, linguine, bucatini, rigatoni, penne, fusilli, farfalle, orecchiette, paccheri, ' +
      'tagliatelle, pappardelle, fettuccine, lasagne, cannelloni, ravioli, tortellini, ' +
      'agnolotti, gnocchi, trofie, pici, ditalini, mezze maniche, maccheroni, vermicelli, ' +
      'pane, pane raffermo, pangrattato, pan grattato, mollica, crostini, bruschetta, focaccia, ' +
      'ciabatta, grissini, piadina, pizza, impasto, pasta sfoglia, pasta frolla, pasta brisé, ' +
      'biscotti, frollini, savoiardi, pan di spagna, couscous, cuscus, bulgur, seitan, ' +
      'friselle, taralli, crackers, fregola, pastella, panatura, impanato, impanati, ' +
      'cialde, cantucci, panettone, pandoro, colomba',
    barley: 'malto, orzo perlato, birra',
    rye: 'pane di segale',
    oats: 'avena, fiocchi d’avena, latte d’avena, bevanda d’avena, porridge, muesli, granola',
    meat:
      'carne, manzo, vitello, vitellone, agnello, capretto, coniglio, cinghiale, cervo, ' +
      'carne macinata, macinato, macinato di manzo, bistecca, fiorentina, tagliata, filetto, ' +
      'spezzatino, ossobuco, polpette, polpettone, ragù, ragù alla bolognese, bolognese, ' +
      'brodo, brodo di carne, brodo di manzo, dado, dado da brodo, fondo bruno, gelatina, ' +
      'colla di pesce, midollo, midollo di bue, fegato, trippa, bresaola, salsiccia di manzo, hamburger, lardo di colonnata',
    pork:
      'maiale, carne di maiale, salsiccia, salsicce, guanciale, pancetta, pancetta affumicata, ' +
      'prosciutto, prosciutto crudo, prosciutto cotto, speck, mortadella, salame, salamino, ' +
      'coppa, capocollo, culatello, lardo, strutto, cotechino, zampone, nduja, ciccioli, ' +
      'lonza, arista, porchetta, cotenna, soppressata, finocchiona, luganega',
    poultry:
      'pollo, petto di pollo, cosce di pollo, tacchino, anatra, oca, faraona, quaglia, ' +
      'gallina, brodo di pollo, brodo di gallina, cappone',
    honey: 'miele',
    alcohol:
      'alcol, alcool, vino, vino bianco, vino rosso, marsala, vin santo, grappa, limoncello, ' +
      'amaretto, liquore, rum, brandy, cognac, vodka, birra, prosecco, spumante, vermouth, ' +
      'sambuca, nocino, maraschino, alchermes, strega, martini',
  },
  compoundFoods:
    'noce di burro: milk; parmigiano reggiano: milk+meat; parmigiano: milk+meat; ' +
    'grana padano: milk+meat; pecorino romano: milk+meat; ' +
    'salsa di soia: soy+wheat; besciamella: milk+wheat; pesto: tree nuts+milk; ' +
    'pesto alla genovese: tree nuts+milk; carbonara: egg+pork+milk; ' +
    'pasta all’uovo: wheat+egg; pasta fresca all’uovo: wheat+egg; tagliatelle all’uovo: wheat+egg; ' +
    'crema pasticcera: milk+egg; gelato: milk+egg; tiramisù: milk+egg+wheat+alcohol; ' +
    'savoiardi: wheat+egg; amaretti: tree nuts+egg; marzapane: tree nuts; ' +
    'pasta di mandorle: tree nuts; torrone: tree nuts+honey+egg; gianduia: tree nuts+milk; ' +
    'crema di nocciole: tree nuts+milk; birra: barley+alcohol; vino: alcohol+sulphites; ' +
    'vino bianco: alcohol+sulphites; vino rosso: alcohol+sulphites; pasta frolla: wheat+milk+egg; ' +
    'pan di spagna: wheat+egg; panettone: wheat+egg+milk; vitello tonnato: meat+fish+egg; ' +
    'salsa tonnata: fish+egg; colla di pesce: meat; ragù alla bolognese: meat+pork; ' +
    'panna cotta: milk+meat',
  neutral:
    'latte di cocco, crema di cocco, noce di cocco, cocco rapé, cocco grattugiato, ' +
    'olio di cocco, farina di cocco, noce moscata, burro di cacao, cacao, latte di riso, ' +
    'farina di riso, farina di mais, amido di mais, maizena, fecola di patate, ' +
    'farina di ceci, farina di castagne, farina di grano saraceno, grano saraceno, ' +
    'pasta di riso, pasta di mais, pasta di legumi, pasta di lenticchie, pasta di ceci, ' +
    'pasta senza glutine, spaghetti di riso, riso, polenta, brodo vegetale, brodo di verdure, ' +
    'dado vegetale, brodo di funghi, aceto di vino, aceto di vino bianco, aceto di vino rosso, ' +
    'aceto balsamico, aceto di mele, cremor tartaro, pomodoro cuore di bue, cuore di bue, ' +
    'latte vegetale, bevanda vegetale, frutti di bosco, frutti rossi, pesca, pesche, ' +
    'pasto, pasti, panno, passata',
  plants:
    'cocco, riso, avena, mandorla, soia, nocciola, anacardi, ceci, vegetale, verdure, ' +
    'mais, patate, cacao, canapa, farro, pistacchio, legumi, lenticchie, tofu, seitan, ' +
    'funghi, agave, acero',
  madeOf: 'di, de',
  notFree: 'lattosio',
  groupNames:
    'latte|latticini|latticino|prodotti lattiero-caseari|lattosio: milk; uovo|uova: egg; ' +
    'pesce: fish; frutti di mare|crostacei e molluschi: crustacean+mollusc; ' +
    'crostacei: crustacean; molluschi: mollusc; arachidi|arachide|noccioline: peanut; ' +
    'frutta a guscio|frutta secca|noci: nut; soia: soy; sesamo: sesame; glutine: gluten; ' +
    'grano|frumento: wheat; orzo: barley; segale: rye; avena: oats; farro: spelt; ' +
    'sedano: celery; senape: mustard; lupini: lupin; solfiti: sulphites; carne: meat+pork+poultry; ' +
    'carne rossa: red meat; maiale|carne di maiale: pork; pollame: poultry; miele: honey; ' +
    'alcol|alcool|alcolici|bevande alcoliche: alcohol; prodotti animali|prodotti di origine animale: animal',
  qualifiers: 'vegano: animal; vegana: animal; vegetariano: flesh; vegetariana: flesh',
  postQualifiers:
    'vegano: animal; vegana: animal; vegani: animal; vegane: animal; vegetale: animal; ' +
    'vegetali: animal; vegetariano: flesh; vegetariana: flesh; di origine vegetale: animal',
  freeOf: ['senza'],
  negations:
    'invece di, invece del, invece della, invece dello, invece dei, invece delle, ' +
    'al posto di, al posto del, al posto della, al posto dello, al posto dei, al posto delle, ' +
    'sostituire, sostituisci, sostituite, sostituendo, omettere, ometti, omettete, evitare, ' +
    'evita, evitate, eliminare, elimina, tranne, eccetto, fare a meno di, sapore di, ' +
    'gusto di, aspetto di, consistenza di, ricorda',
  shortNegations: 'niente: 1; né: 0; non: 2',
  cancellers: 'non, mai',
  fillers: 'il, lo, la, i, gli, le, un, uno, una, del, dello, della, dei, degli, delle, di, ogni',
  listWords: 'e, o, ed, né, oppure',
  avoidSynonyms:
    'fungo: funghi, porcini, champignon, champignons, chiodini, finferli, pioppini, ' +
    'shiitake, galletti, prataioli, tartufo, funghi secchi; ' +
    'cipolla: cipolle, scalogno, cipollotto, cipollotti, cipolla rossa, cipolla di tropea, ' +
    'cipolla bianca, cipolla dorata, cipolla in polvere; ' +
    'aglio: spicchio d’aglio, aglio in polvere; coriandolo: foglie di coriandolo',
  // Whole kinds, each filled beyond one recipe's words: beers, breads, wafers and pastries, pasta
  // shapes (fresh egg pasta), cured and cooked meats, broths, dairy (regional cheeses, butter as
  // a verb), crabs and small squid.
  kinds: {
    'barley+alcohol':
      'birra chiara, birra scura, birra rossa, birra artigianale, birra lager, stout, porter',
    'wheat+barley+alcohol': 'birra weiss, birra di frumento, birra bianca',
    wheat:
      'sfoglia, sfoglie, sfoglia per lasagne, scorze per cannoli, scorze di cannoli, ' +
      'cialde per cannoli, cannoli, cialdine, ostie, wafer, pane carasau, pane guttiau, ' +
      'tigelle, crescentine, gnocco fritto, pan carré, pane in cassetta, pan bauletto, ' +
      'spaghettoni, ziti, mafalde, reginette, lasagnette, sagne, cavatelli, malloreddus, ' +
      'bigoli, strozzapreti, trofie, calamarata, mezzi rigatoni, tubetti, orzo perlato' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', pangrattato, pane grattugiato, panatura, pangrattato di grano, pangrattato integrale, ' +
      'speculoos, speculaas, torte di grano',
    'wheat+egg':
      "sfoglia all'uovo, sfoglie all'uovo, pasta fresca, tonnarelli, tagliolini, tajarin, " +
      'taglierini, maltagliati, garganelli, fettuccine all’uovo, pappardelle all’uovo, ' +
      'lasagne all’uovo, tortelli, cappelletti, anolini, casoncelli, pansoti' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', pan di spagna',
    'wheat+milk':
      'pan brioche, cornetti, cornetto, sfogliatelle, krumiri' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', biscotto al burro',
    'wheat+egg+milk':
      'babà, ciambella, ciambellone, baicoli, lingue di gatto, brioche' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', crespella, crêpes, crêpe, crepe',
    milk:
      'squacquerone, squaquerone, casatella, raviggiolo, giuncata, tomino, toma, ' +
      'castelmagno, raschera, murazzano, provola, burrino, pecorino sardo, fiore sardo, ' +
      'canestrato, ragusano, piave, latteria, formaggella, salva cremasco, bagoss, casera, ' +
      'ricotta salata, ricotta di pecora, fiordilatte, imburrare, imburrate, imburrato, ' +
      'imburrata, imburrati, imburrando, imburra',
    'egg+milk': 'salsa olandese, salsa bernese',
    pork:
      'lardo, lardo di colonnata, lardo di arnad, lardo d’arnad, pancetta coppata, ' +
      'coppa di testa, ciauscolo, salame di felino, sopressa, prosciutto di parma, ' +
      'prosciutto di san daniele, culatello di zibello, cicoli, musetto, bondiola, ' +
      'salumi, salame piccante',
    meat: 'mocetta, brodo di vitello, fondo di vitello, consommé, brodo di bollito',
    poultry: 'brodo di cappone, brodo di tacchino, brodo di anatra',
    crustacean:
      'granseola, grancevola, granciporro, granchio reale, granchio blu, moleche, canocchia, ' +
      'cicala di mare, gamberi rossi, mazzancolla, brodo di crostacei, bisque' +
      // Names from Open Food Facts' ingredients taxonomy, crustaceans (ODbL 1.0).
      ', granchio commestibile, gambero killer, omaro, gambero europeo, astice americano, ' +
      'aragosta mediterranea, aragosta spinosa caraibica, scampi, scampo, gambero rosso, ' +
      'polvere di gamberetti, gamberetti rosa, estratto di granchio',
    mollusc:
      'calamaretti, seppioline, moscardini, totanetti, polipetti, fragolini di mare, ' +
      'lumachine di mare, murici, cannolicchi' +
      // Names from Open Food Facts' ingredients taxonomy, molluscs section (ODbL 1.0).
      ', abalone, seppia comune, polpo comune, moscardino, ostrica del pacifico, ' +
      'ostriche europee, grande capesante, chiocciola',
  },
  // Names holding a food word that are another food (or none): read as the whole phrase.
  lookAlikes:
    'pesche noci: none; pesca noce: none; pasta di zucchero: none; lievito di birra: none; ' +
    'noce di vitello: meat; noce di manzo: meat; noce di maiale: pork; ' +
    'noce di prosciutto: pork; uova di lompo: fish; uova di salmone: fish; ' +
    'occhio di bue: egg; pesce burro: fish',
  senses: {
    similes:
      'grande come, grandi come, grossa come, grosse come, grosso come, grossi come, ' +
      'morbido come, morbida come, morbidi come, morbide come, tenero come, tenera come, ' +
      'della grandezza di, grandezza di, delle dimensioni di',
    substitutes:
      'sostituisce, sostituiscono, in sostituzione di, in sostituzione del, sostituto del, ' +
      'sostituto di',
    notFood:
      'uovo di lino, uova di lino, uovo di chia, uova di chia, grattugia per formaggio, ' +
      'grattugia per parmigiano, schiaccianoci',
  },
};

export default it;
