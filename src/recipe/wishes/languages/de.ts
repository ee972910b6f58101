/**
 * German words for the wishes check. `offAllergens`: names from Open Food Facts' allergen
 * taxonomy (taxonomies/allergens.txt, "de:" lines), © Open Food Facts contributors, Open Database
 * License (ODbL) 1.0, see ../LICENSE-DATA.md. Everything else is written by hand for this project.
 */
import type { WordList } from './word-list.js';

const de: WordList = {
  inflection: {
    // Twice: "Champignons" and "Champignon" meet in one form.
    endings: [
      ['ern', 'en', 'er', 'es', 'em', 'e', 'n', 's'],
      ['ern', 'en', 'er', 'es', 'em', 'e', 'n', 's'],
    ],
    minStem: 3,
    forms: 'eier: ei; eiern: ei; eis: eis; reis: reis; kase: kas; pasta: pasta',
  },
  compounds: {
    minHead: 3,
    minModifier: 3,
    links: ['s', 'es', 'n', 'en', 'er', 'e'],
    free: ['frei', 'freie', 'freier', 'freies', 'freien', 'los', 'lose'],
  },
  madeOfHeads:
    'milch, drink, mehl, butter, sahne, rahm, joghurt, quark, käse, creme, brühe, fond, ' +
    'bouillon, schmalz, öl, paste, mus, fleisch, wurst, würstchen, schinken, hack, steak, ' +
    'frikadelle, burger, salami, aufschnitt',
  offAllergens: {
    wheat:
      'weizen, gluten, weizenmehl, weizenvollkornmehl, vollkornweizenmehl, weizengluten, ' +
      'weizensauerteig, hartweizen, hartweizengrieß, weizenstärke, weizenmalz, weizenkleber, ' +
      'weizenflocken, weizengrieß, weizenkleie, weichweizenmehl, kamut, glutenhaltiges getreide',
    barley: 'gerste, gerstenmehl, gerstenmalz, gerstenmalzextrakt, gerstenflocken, malzmehl',
    rye: 'roggen, roggenmehl, roggenvollkornmehl, roggenschrot, roggenflocken',
    oats: 'hafer, haferflocken, haferkleie, hafermehl, haferfaser',
    spelt: 'dinkel, dinkelmehl, dinkelflocken, dinkelvollkornmehl',
    crustacean: 'krebstiere',
    egg: 'eier, ei, eigelb, eiklar, eipulver, hühnerei, vollei, eiweiß, frischei',
    fish:
      'fisch, alaska-seelachs, seelachs, hering, heringsfilet, lachs, lachsfilet, makrele, ' +
      'thunfisch, fischöl',
    peanut: 'erdnüsse, erdnuss, erdnusskerne, erdnussöl',
    soy: 'soja, sojabohnen, sojamilch, sojalecithin, sojaprotein, sojaöl, sojamehl, sojaflocken',
    milk:
      'milch, bergkäse, blauschimmelkäse, butter, buttermilch, camembert, cheddar, edamer, ' +
      'emmentaler, frischkäse, gorgonzola, gouda, hartkäse, joghurt, käse, kondensmilch, kuhmilch, ' +
      'laktose, rohmilch, milchzucker, milcheiweiß, milchpulver, milcherzeugnisse, magermilch, ' +
      'magerquark, milchschokolade, mozzarella, pecorino, quark, ricotta, speisequark, sahne, ' +
      'sahnejoghurt, sauermilchquark, sauerrahm, rahm, sauermilch, schlagsahne, vollmilch, ' +
      'vollmilchschokolade, ziegenmilch, süßmolke, butterfett, schafsmilch, schafmilch, molke',
    'tree nuts':
      'schalenfrüchte, mandel, mandeln, haselnüsse, haselnuss, walnüsse, walnuss, walnussöl, ' +
      'kaschunüsse, pekannuss, paranüsse, pistazie, pistazien, macadamianüsse, cashewkerne, ' +
      'cashewnuss, cashews, nüsse',
    celery: 'sellerie, staudensellerie, stangensellerie, knollensellerie, selleriesamen',
    mustard: 'senf, senfkörner, senfmehl, senfsaat, senfsamen, senfkorn',
    sesame: 'sesam, sesamsamen, sesampaste, sesamöl, sesamkörner',
    sulphites: 'schwefeldioxid, sulfite',
    lupin: 'lupinen, lupinenmehl',
    mollusc: 'weichtiere',
  },
  members: {
    milk:
      'schmand, crème fraîche, creme fraiche, saure sahne, kochsahne, schlagrahm, mascarpone, ' +
      'hüttenkäse, körniger frischkäse, feta, schafskäse, ziegenkäse, parmesan, reibekäse, ' +
      'schmelzkäse, raclettekäse, butterschmalz, molkenpulver, kefir, dickmilch, ' +
      'vanillepudding, pudding, sahnesoße, sahnesauce, rahmsoße, bechamelsoße, béchamel, ' +
      'käsesoße, sahnetorte, buttercreme, grießpudding, milchbrötchen, buttergemüse, obers, ' +
      'schlagobers, topfen, kräuterbutter, weißkäse, tilsiter, appenzeller, allgäuer, ' +
      'emmentaler käse, räucherkäse, kochkäse, harzer',
    egg:
      'eidotter, dotter, eischnee, spiegelei, rührei, spiegeleier, rühreier, eiernudeln, ' +
      'mayonnaise, mayo, remoulade, baiser, eierlikör, eierstich, omelett, hühnereier, ' +
      'wachteleier, sauce hollandaise, hollandaise',
    fish:
      'sardellen, sardelle, anchovis, kabeljau, dorsch, forelle, karpfen, zander, scholle, ' +
      'seezunge, sprotten, matjes, bismarckhering, rollmops, fischsoße, fischsauce, fischstäbchen, ' +
      'fischfond, räucherlachs, stockfisch, thunfischsteak, fischfilet, barsch, dorade, ' +
      'wolfsbarsch, heilbutt, rotbarsch, aal, kaviar, worcestersauce, worcestershiresauce',
    crustacean:
      'garnelen, garnele, krabben, krabbe, shrimps, hummer, languste, langustinen, flusskrebse, ' +
      'krebse, scampi, riesengarnelen, nordseekrabben, krabbenfleisch',
    mollusc:
      'muscheln, miesmuscheln, venusmuscheln, jakobsmuscheln, austern, auster, tintenfisch, ' +
      'kalmar, kalmare, sepia, oktopus, krake, schnecken, weinbergschnecken',
    peanut: 'erdnussbutter, erdnussmus, erdnusssoße, erdnusssauce, satay',
    'tree nuts':
      'pinienkerne, pekannüsse, paranuss, macadamia, maronen, marone, esskastanien, kastanien, ' +
      'marzipan, nougat, krokant, mandelmus, haselnussmus, mandelmilch, mandelmehl, ' +
      'gemahlene mandeln, mandelblättchen, mandelstifte, nusskuchen, nuss-nougat-creme, ' +
      'nussmischung, pesto',
    soy: 'tofu, tempeh, edamame, miso, sojajoghurt, sojadrink, sojasahne, sojagranulat',
    sesame: 'tahin, tahini, sesamöl, gomasio, halva',
    wheat:
      'mehl, weißmehl, vollkornmehl, type 405, type 550, grieß, hartweizengrieß, paniermehl, ' +
      'semmelbrösel, brösel, brot, brötchen, semmel, weißbrot, toastbrot, toast, vollkornbrot, ' +
      'mischbrot, bauernbrot, baguette, laugenbrezel, brezel, brezeln, croutons, nudeln, nudel, ' +
      'spätzle, knöpfle, maultaschen, lasagneplatten, bandnudeln, teigwaren, teig, blätterteig, ' +
      'mürbeteig, hefeteig, strudelteig, filoteig, yufka, pizzateig, knödel, semmelknödel, ' +
      'kuchen, torte, keks, kekse, butterkeks, zwieback, löffelbiskuit, biskuit, waffel, ' +
      'pfannkuchen, crêpes, pfannkuchenteig, bulgur, couscous, seitan, panade, paniert, ' +
      'mehlschwitze, schupfnudeln, fladenbrot, tortilla, wraps, lebkuchen, stollen, ' +
      'hefezopf, grünkern, weizenbier, weizentortilla',
    barley: 'malz, malzbier, graupen, gerstengraupen, malzextrakt',
    rye: 'roggenbrot, pumpernickel',
    oats: 'haferdrink, hafermilch, hafersahne, müsli, porridge, granola',
    spelt: 'dinkelbrot, dinkelnudeln, grünkern',
    mustard: 'dijonsenf, senfsoße, senfsauce',
    meat:
      'fleisch, rind, rindfleisch, rinderhack, hackfleisch, kalb, kalbfleisch, lamm, ' +
      'lammfleisch, hammel, ziege, wild, hirsch, reh, hase, kaninchen, wildschwein, steak, ' +
      'rinderfilet, roastbeef, gulasch, frikadellen, frikadelle, buletten, hackbällchen, ' +
      'fleischbällchen, wurst, würstchen, bratwurst, leberwurst, blutwurst, fleischwurst, ' +
      'wiener würstchen, wiener, frankfurter, bockwurst, weißwurst, mettwurst, mett, leberkäse, ' +
      'brühe, fleischbrühe, rinderbrühe, knochenbrühe, fond, kalbsfond, rinderfond, wildfond, ' +
      'bouillon, brühwürfel, gelatine, blattgelatine, talg, rindertalg, markknochen, ' +
      'leber, nieren, zunge, ochsenschwanz, sülze, bündnerfleisch, rinderbrühe',
    pork:
      'schwein, schweinefleisch, schweinebauch, schweinefilet, schweinshaxe, schweinebraten, ' +
      'speck, speckwürfel, bauchspeck, frühstücksspeck, schinken, kochschinken, ' +
      'schinkenwürfel, rohschinken, schwarzwälder schinken, parmaschinken, serranoschinken, ' +
      'schmalz, schweineschmalz, griebenschmalz, kassler, kasseler, salami, chorizo, ' +
      'pancetta, guanciale, lardo, mortadella, prosciutto, eisbein, spanferkel, krustenbraten, ' +
      'mettwurst, teewurst, landjäger, cabanossi, wammerl, grieben',
    poultry:
      'huhn, hühner, hühnchen, hähnchen, hähnchenbrust, hähnchenschenkel, hühnerbrühe, ' +
      'hühnerfond, geflügel, geflügelbrühe, pute, putenbrust, truthahn, ente, entenbrust, ' +
      'gans, gänsebrust, gänseschmalz, wachtel, poularde, hendl, geflügelfond',
    honey: 'honig, blütenhonig, akazienhonig, waldhonig',
    alcohol:
      'alkohol, wein, weißwein, rotwein, roséwein, sekt, bier, schnaps, likör, weinbrand, ' +
      'rum, wodka, korn, obstler, kirschwasser, glühwein, eierlikör, portwein, sherry, marsala, ' +
      'cognac, grappa, amaretto, kochwein, apfelwein, cidre, spirituosen',
  },
  compoundFoods:
    'austernsoße: mollusc+wheat; austernsauce: mollusc+wheat; ' +
    'parmesan: milk+meat; parmigiano reggiano: milk+meat; grana padano: milk+meat; ' +
    'pecorino romano: milk+meat; ' +
    'sojasoße: soy+wheat; sojasauce: soy+wheat; sojasosse: soy+wheat; worcestersoße: fish; ' +
    'butterschmalz: milk; bier: barley+alcohol; weizenbier: wheat+alcohol; malzbier: barley; ' +
    'eierlikör: egg+alcohol; eiernudeln: egg+wheat; spätzle: wheat+egg; ' +
    'bechamelsoße: milk+wheat; béchamel: milk+wheat; mehlschwitze: wheat+milk; ' +
    'pesto: tree nuts+milk; nuss-nougat-creme: tree nuts+milk; nougat: tree nuts+milk; ' +
    'paniermehl: wheat; semmelknödel: wheat+egg+milk; maultaschen: wheat+egg+meat+pork; ' +
    'hefezopf: wheat+milk+egg; pfannkuchen: wheat+egg+milk; leberkäse: meat+pork; ' +
    'käsespätzle: wheat+egg+milk; milchbrötchen: wheat+milk; butterkeks: wheat+milk; ' +
    'mandelmehl: tree nuts; mandelmilch: tree nuts; erdnussbutter: peanut; ' +
    'löffelbiskuit: wheat+egg; weißwurst: meat+pork; rinderbrühe: meat',
  neutral:
    'kokosmilch, kokosnuss, kokosnussmilch, kokossahne, kokosraspeln, kokosöl, kokosmehl, ' +
    'muskatnuss, muskat, butternuss, butternusskürbis, erdmandel, kakaobutter, sheabutter, ' +
    'reismehl, maismehl, maisstärke, speisestärke, kartoffelmehl, kartoffelstärke, ' +
    'kichererbsenmehl, buchweizen, buchweizenmehl, reisnudeln, glasnudeln, reispapier, ' +
    'hirse, quinoa, amaranth, buchweizennudeln, glutenfreies mehl, ' +
    'gemüsebrühe, gemüsefond, gemüsebouillon, pilzbrühe, pilzfond, ' +
    'weinessig, rotweinessig, weißweinessig, balsamico, balsamessig, apfelessig, ' +
    'fleischtomate, fleischtomaten, zitronenmelisse, ' +
    'eisbergsalat, eiswürfel, ' +
    'nussknacker, fleischthermometer, fleischklopfer, eierschneider, eieruhr, ' +
    'eisportionierer, käsereibe, brotmesser, brotkasten, butterbrotpapier, backpapier, ' +
    'sojasprossen, sahnesteif, weinstein, weinsteinbackpulver, backpulver, ' +
    'mandelförmig, haselnussgroß, walnussgroß, fischgrätmuster, zentrum',
  plants:
    'kokos, kakao, reis, mais, soja, hafer, mandel, cashew, erbse, erbsen, pflanze, pflanzen, ' +
    'gemüse, pilz, pilze, kartoffel, kichererbse, linse, lupine, dinkel, buchweizen, hirse, ' +
    'sonnenblume, sonnenblumenkern, kürbiskern, raps, oliven, olive, haselnuss, walnuss, ' +
    'kräuter, knoblauch, zitronen, tomaten, sesam, erdnuss, pistazien, pistazie, lein, hanf',
  madeOf: 'aus',
  notFree: 'laktose, lactose',
  groupNames:
    'milch|milchprodukt|milchprodukte|milcherzeugnis|molkereiprodukt|laktose|kuhmilch: milk; ' +
    'ei|eier|hühnerei: egg; fisch: fish; ' +
    'meeresfrüchte|schalentiere|schalentier: crustacean+mollusc; ' +
    'krebstiere|krustentiere|krustentier: crustacean; weichtiere: mollusc; ' +
    'erdnuss|erdnüsse: peanut; nuss|nüsse|schalenfrüchte: nut; baumnüsse|baumnuss: tree nuts; ' +
    'soja|sojabohne: soy; sesam: sesame; gluten|glutenhaltiges getreide: gluten; ' +
    'weizen: wheat; gerste: barley; roggen: rye; hafer: oats; dinkel: spelt; ' +
    'sellerie: celery; senf: mustard; lupine|lupinen: lupin; sulfite|schwefeldioxid: sulphites; ' +
    'fleisch: meat+pork+poultry; rotes fleisch: red meat; schwein|schweinefleisch: pork; ' +
    'geflügel: poultry; honig: honey; alkohol|spirituosen|alkoholische getränke: alcohol; ' +
    'tierische produkte|tierprodukte: animal',
  qualifiers:
    'vegan: animal; vegane: animal; veganer: animal; veganes: animal; rein pflanzlich: animal; ' +
    'pflanzlich: animal; pflanzliche: animal; pflanzlicher: animal; vegetarisch: flesh; ' +
    'vegetarische: flesh; vegetarischer: flesh; fleischlos: flesh; fleischlose: flesh; ' +
    'veggie: flesh; glutenfrei: gluten; milchfrei: milk; eifrei: egg',
  postQualifiers: '',
  freeOf: ['ohne'],
  negations:
    'statt, anstatt, anstelle von, anstelle, anstelle der, anstelle des, an stelle von, ' +
    'ersetzen, ersetze, ersetzt, austauschen, weglassen, lass weg, verzichte auf, ' +
    'verzichten auf, verzicht auf, vermeiden, vermeide, außer, nicht mit, ähnlich wie, ' +
    'geschmack von, konsistenz von, textur von',
  shortNegations: 'kein: 1; keinem: 1',
  cancellers: 'nicht',
  fillers:
    'der, die, das, den, dem, des, ein, eine, einen, einem, einer, etwas, zusätzlich, extra, ' +
    'gehackt, gehackte, gerieben, geriebene, geriebenen, gekocht, gekochte, frisch, frische, ' +
    'jegliche, jeglichen, jede, von',
  listWords: 'und, oder, sowie, noch',
  avoidSynonyms:
    'pilz: champignon, steinpilz, pfifferling, shiitake, austernpilz, kräuterseitling, ' +
    'morchel, trüffel, egerling, portobello, maronenröhrling, pilzsoße; ' +
    'zwiebel: schalotte, frühlingszwiebel, lauchzwiebel, zwiebelpulver, röstzwiebeln, ' +
    'perlzwiebel, gemüsezwiebel; ' +
    'knoblauch: knoblauchzehe, knoblauchpulver; koriander: korianderblätter, koriandergrün',
  // Whole kinds, each filled beyond one recipe's words: beers, breads and pastries, cured and
  // cooked meats, broths, dairy (Quark and its flavoured compounds, sauces of butter and yolks,
  // butter as a verb), crabs and small squid.
  kinds: {
    'wheat+egg':
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      'biskuitkuchen',
    'barley+alcohol':
      'dunkelbier, dunkles bier, schwarzbier, pils, pilsner, pilsener, lagerbier, altbier, ' +
      'kölsch, bockbier, doppelbock, märzen, märzenbier, exportbier, kellerbier, zwickelbier, ' +
      'rauchbier, starkbier, braunbier, vollbier, festbier, radler, alsterwasser, ' +
      'stout, porter, pale ale, craft beer',
    'wheat+barley+alcohol':
      'weißbier, weissbier, hefeweizen, hefeweißbier, kristallweizen, weizenbock, ' +
      'dunkelweizen, berliner weiße',
    wheat:
      'backoblaten, oblaten, oblate, brezen, breze, brezn, laugenbrezen, laugenbreze, ' +
      'laugenbrezel, laugenstange, laugenbrötchen, laugengebäck, laugenecken, weckle, ' +
      'weckerl, schrippe, kaiserbrötchen, kaisersemmel, semmeln, krustenbrot, sauerteigbrot, ' +
      'weizenbrot, toastbrötchen, ciabatta, focaccia, pita, naan, grissini, crostini, ' +
      'gnocchi, tortellini, ravioli, cannelloni, lasagne, spaghetti, makkaroni, penne, ' +
      'spekulatius, printen, biskuitboden, tortenboden, obstboden, streuselkuchen, ' +
      'blechkuchen, hefekuchen, rührkuchen, marmorkuchen, gugelhupf, windbeutel, krapfen, ' +
      'kreppel, strudel, apfelstrudel, nudelteig, knödelbrot, kastenweißbrot' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', paniermehl, panur, semmelbrösel, vollkorn-brotkrümel, weizenpaniermehl, panko, ' +
      'panade, weizenfladen, spekulatius',
    'wheat+milk':
      'butterbrezel, butterbrezn, croissant, croissants, buttercroissant, hörnchen, ' +
      'plätzchen, butterplätzchen, milchbrötchen, quarkstollen, christstollen, quarkteig' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', butterkekse, butterkeks',
    'wheat+egg+milk':
      'brioche, zopf, hefezopf, striezel, amerikaner, eclair, biskuitrolle, panettone, ' +
      'kaiserschmarrn, arme ritter' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', crêpe, crêpes',
    'rye+wheat': 'knäckebrot, roggenmischbrot, roggenbrötchen',
    milk:
      'kräuterquark, knoblauchquark, zwiebelquark, schnittlauchquark, leinölquark, ' +
      'sahnequark, zitronenquark, vanillequark, früchtequark, beerenquark, himbeerquark, ' +
      'erdbeerquark, quarkcreme, quarkspeise, quarkdip, schichtkäse, kräuterfrischkäse, ' +
      'knoblauchfrischkäse, kräuterkäse, kräuterjoghurt, knoblauchjoghurt, zitronenjoghurt, ' +
      'kräutersahne, knoblauchsahne, zitronensahne, knoblauchbutter, zitronenbutter, ' +
      'tomatenbutter, butterflocken, obatzda, obazda, liptauer, skyr, labneh, topfencreme, ' +
      'buttern, einbuttern, ausbuttern, gebuttert, ausgebuttert, crème double',
    'egg+milk':
      'sauce hollandaise, hollandaise, hollandaisesoße, sauce béarnaise, béarnaise, ' +
      'sauce bernaise',
    'meat+pork':
      'rillettes, presskopf, saumagen, blunzen, krakauer, debreziner, burenwurst, ' +
      'extrawurst, verhackert, grammeln, selchfleisch, geselchtes, pastrami, leberpastete, ' +
      'fleischpastete, wurstaufschnitt',
    pork:
      'katenschinken, beinschinken, schinkenspeck, lardo, grieben, schweinebacke, ' +
      'schweineschulter, schweinenacken',
    meat: 'corned beef, bresaola, kraftbrühe, consommé, fleischbouillon, rinderbouillon',
    poultry: 'hühnerkraftbrühe, hühnerbouillon, entenfond, geflügelbouillon',
    fish: 'fischbrühe, fischbouillon',
    crustacean:
      'taschenkrebs, königskrabbe, schneekrabbe, strandkrabbe, wollhandkrabbe, samtkrabbe, ' +
      'bärenkrebs, kaisergranat, krustentierfond, hummerfond, krabbenfond, hummersuppe' +
      // Names from Open Food Facts' ingredients taxonomy, crustaceans (ODbL 1.0).
      ', taschenkrebs, roter amerikanischer sumpfkrebs, hummer, europäischer hummer, ' +
      'amerikanischer hummer, hummerfleisch, hummerbouillon, langusten, karibik-languste, ' +
      'kaisergranat, norwegischer hummer, garnele, garnelen, crevetten, crevette, ' +
      'blassrote tiefseegarnele, garnelenpaste, garnelenpulver, gambas, riesengarnelen',
    mollusc:
      'babykalmare, baby-kalmare, minikalmare, sepiolen, zwergsepia, moscardini' +
      // Names from Open Food Facts' ingredients taxonomy, molluscs section (ODbL 1.0).
      ', abalone, abalonen, herzmuscheln, sepien, gewöhnlicher tintenfisch, moschuskrake, ' +
      'austern, pazifische felsenauster, pazifische auster, kammmuscheln, pilgermuscheln, ' +
      'große pilgermuschel, kleine pilgermuschel',
  },
  // Names holding a food word that are another food (or none): read as the whole phrase.
  // Milchreis is the round-grain rice as sold; a recipe that cooks it in milk names the milk.
  lookAlikes:
    'eierschwammerl: none; eierschwamm: none; eierfrucht: none; eiertomate: none; ' +
    'eierpflaume: none; milchreis: none; maisgrieß: none; reisgrieß: none; hirsegrieß: none; ' +
    'butterbohne: none; butterpilz: none; butterkürbis: none; mandelkartoffel: none; ' +
    'nussschinken: pork; lachsschinken: pork; bierschinken: pork; fleischkäse: meat+pork; ' +
    'kalbsnuss: meat; schweinenuss: pork; butterfisch: fish',
  senses: {
    similes:
      'groß wie, so groß wie, zart wie, so zart wie, weich wie, so weich wie, cremig wie, ' +
      'glatt wie, in der größe von, von der größe',
    simileSuffixes: [
      'groß',
      'große',
      'großes',
      'großen',
      'großer',
      'zart',
      'zarte',
      'zartes',
      'zarten',
      'weich',
      'weiche',
      'weiches',
      'weichen',
    ],
    substitutes: 'als ersatz für, ersatz für, als ersatz von',
    notFood: 'leinsamen-ei, leinsamenei, lein-ei, leinei, chia-ei, chiaei, flax egg, eierbecher',
    toolHeads: 'glocke, reibe, hobel, schneider, aufschäumer',
  },
};

export default de;
