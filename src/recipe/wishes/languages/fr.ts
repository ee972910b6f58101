/**
 * French words for the wishes check. `offAllergens`: names from Open Food Facts' allergen
 * taxonomy (taxonomies/allergens.txt, "fr:" lines), © Open Food Facts contributors, Open Database
 * License (ODbL) 1.0, see ../LICENSE-DATA.md. Everything else is written by hand for this project.
 */
import type { WordList } from './word-list.js';

const fr: WordList = {
  inflection: {
    elisions: [
      "jusqu'",
      "lorsqu'",
      "puisqu'",
      "qu'",
      "d'",
      "l'",
      "j'",
      "n'",
      "s'",
      "c'",
      "m'",
      "t'",
    ],
    endings: [['eaux>eau', 'aux>al', 'x', 's']],
    minStem: 3,
    forms: 'pates: pate; pate: pate; noix: noix',
  },
  madeOfHeads:
    'lait, crème, beurre, fromage, yaourt, farine, bouillon, fond, viande, steak, saucisse, ' +
    'chorizo, jambon, burger, haché, boulettes, miel, boisson',
  offAllergens: {
    wheat:
      'gluten, blé, son de blé, blé complet, gluten de blé, fibre de blé, froment, farine de blé, ' +
      'farine de froment, boulgour, céréales contenant du gluten, blé dur, kamut',
    barley: "orge, malt d'orge, malt",
    rye: 'seigle',
    spelt: "épeautre, petit épeautre, grand épeautre, farine d'épeautre",
    crustacean:
      'crustacés, crustacé, crabe, homard, langouste, langoustine, gambas, crevettes, crevette, ' +
      'écrevisses, écrevisse',
    egg: "œufs, œuf, oeufs, oeuf, blanc d'œuf, jaune d'œuf, œuf frais",
    fish:
      'poisson, cabillaud, morue, maquereau, flétan, turbot, colin, haddock, aiglefin, saumon, ' +
      "sole, truite, thon, sardine, loup, colin d'alaska, anchois, brochet, hareng, merlu, lieu, " +
      'merlan, saumon fumé, rouget, limande, tacaud',
    peanut: 'arachides, arachide, cacahuètes, cacahuète, cacahouètes, cacahouète',
    soy: 'soja, soya, soia, lécithine de soja, tonyu, graine de soja, tofu',
    milk:
      'lait, lactose, laitier, beurre, babeurre, petit-lait, yaourt, fromage, lait cru, emmental, ' +
      'comté, bleu, edam, cheddar, reblochon, parmesan, mimolette, crème de lait, fromage de vache, ' +
      'fromage de chèvre, gouda, lait écrémé, lait entier, lactosérum, mozzarella, ' +
      'protéines de lait, crème fraîche, ricotta, fromage blanc, mascarpone, caséine, ' +
      'poudre de lait, produits laitiers, gorgonzola, roquefort, fromage fondu, fromage frais, ' +
      'feta, raclette, lait de vache, lait de chèvre, lait de brebis, gruyère, crème',
    'tree nuts':
      'fruits à coque, amandes, noisettes, noix, noix de cajou, noix de pécan, noix du brésil, ' +
      'pistaches, noix de macadamia, fruits secs à coque',
    celery: 'céleri, céleri-rave',
    mustard: 'moutarde, graines de moutarde',
    sesame: 'graines de sésame, sésame',
    sulphites: 'anhydride sulfureux, sulfites',
    lupin: 'lupin',
    mollusc:
      'mollusques, poulpe, seiche, encornet, calamar, calmar, huîtres, huître, moules, moule, ' +
      'noix de saint-jacques, escargots, saint-jacques, coquille saint-jacques, pétoncles',
  },
  members: {
    milk:
      'crème épaisse, crème liquide, crème entière, crème fleurette, crème fouettée, chantilly, ' +
      'crème aigre, lait concentré, lait en poudre, lait ribot, faisselle, petit suisse, ' +
      'fromage râpé, chèvre frais, bûche de chèvre, brie, camembert, munster, cantal, ' +
      "saint-nectaire, tomme, beaufort, brousse, ossau-iraty, fourme d'ambert, morbier, " +
      'vacherin, boursin, kiri, fromage à raclette, mont-d’or, pecorino, parmigiano, burrata, ' +
      'béchamel, sauce béchamel, mornay, crème pâtissière, crème anglaise, beurre doux, ' +
      'beurre demi-sel, beurre clarifié, ghee, beurre noisette, sauce au fromage, fondue, ' +
      'gratin dauphinois, brioche, quatre-quarts, glace, crème glacée, caramel au beurre salé',
    egg:
      "jaunes d'œufs, blancs d'œufs, mayonnaise, aïoli, rouille, meringue, " +
      'omelette, quiche, sauce hollandaise, béarnaise, dorure, œufs durs, œuf poché, ' +
      'pâte à choux, crème brûlée, flan',
    fish:
      'filet de poisson, bar, daurade, dorade, lotte, raie, sandre, perche, carpe, anguille, ' +
      'espadon, églefin, fumet de poisson, sauce poisson, nuoc-mâm, nuoc mam, tarama, ' +
      'œufs de saumon, caviar, bouillabaisse, brandade, pissaladière, tapenade, sprats, ' +
      'thon en boîte, maquereaux',
    crustacean: 'langoustines, crevettes grises, crevettes roses, tourteau, araignée de mer',
    mollusc:
      'palourdes, coques, bulots, couteaux, bigorneaux, supions, chipirons, calamars, ' +
      'poulpes, huîtres creuses',
    peanut: 'beurre de cacahuète, huile d’arachide, sauce satay, satay',
    'tree nuts':
      "poudre d'amandes, amande, amandes effilées, noisette, pignons de pin, pignons, " +
      "châtaignes, marrons, crème de marrons, pâte d'amande, praliné, pralin, nougat, " +
      "frangipane, pistache, noix de pécan, cerneaux de noix, huile de noix, lait d'amande, " +
      'massepain, financier, macaron, pesto',
    soy: 'sauce soja, tofu soyeux, tempeh, edamame, miso, yaourt au soja, crème de soja',
    sesame: 'tahin, tahini, houmous, huile de sésame, halva, gomasio',
    wheat:
      'farine, farine t45, farine t55, farine t65, farine de blé, semoule, semoule de blé, ' +
      'couscous, pâte, pâtes, pâte brisée, pâte feuilletée, pâte sablée, pâte à pizza, ' +
      'pâte à crêpes, pain, pain de mie, pain rassis, baguette, croûtons, chapelure, panure, ' +
      'biscottes, biscuits, biscuit, boudoirs, galettes, crêpes, gaufres, tarte, fond de tarte, ' +
      'feuilles de brick, spaghetti, tagliatelles, coquillettes, macaronis, nouilles, lasagnes, ' +
      'gnocchis, ravioles, croissant, pain au chocolat, pain d’épices, sablés, roux, blinis, ' +
      'seitan, boulghour, chapelure panko, panko, vermicelles',
    barley: 'orge perlé, malt, bière',
    rye: 'pain de seigle, farine de seigle',
    oats: "avoine, flocons d'avoine, son d'avoine, lait d'avoine, boisson à l'avoine, porridge",
    mustard: 'moutarde de dijon, moutarde à l’ancienne',
    meat:
      'viande, bœuf, boeuf, veau, agneau, mouton, gigot, steak, steak haché, viande hachée, ' +
      'bifteck, entrecôte, faux-filet, bavette, rumsteck, pot-au-feu, bourguignon, ' +
      'fond de veau, fond brun, bouillon, bouillon de bœuf, bouillon de volaille, jus de viande, ' +
      'gélatine, feuilles de gélatine, saindoux, graisse de bœuf, moelle, foie, rognons, ' +
      'cervelle, lapin, chevreuil, sanglier, gibier, merguez, saucisse, saucisses, ' +
      'boulettes de viande, pâté, terrine, rillettes, andouillette, boudin, tête de veau',
    pork:
      'porc, cochon, jambon, jambon cru, jambon blanc, jambon de bayonne, lardons, lard, ' +
      'poitrine fumée, poitrine de porc, échine, filet mignon de porc, côtes de porc, ' +
      'saucisson, chorizo, rosette, saucisse de toulouse, saucisse de morteau, andouille, ' +
      'rillons, couenne, guanciale, pancetta, coppa, prosciutto, speck, bacon',
    poultry:
      'poulet, volaille, dinde, canard, oie, pintade, caille, coquelet, blanc de poulet, ' +
      'cuisses de poulet, magret, magret de canard, confit de canard, graisse de canard, ' +
      'graisse d’oie, foie gras, bouillon de poule, fond de volaille, poule',
    honey: 'miel',
    alcohol:
      'alcool, vin, vin blanc, vin rouge, vin rosé, bière, cidre, calvados, cognac, armagnac, ' +
      'rhum, vodka, gin, whisky, pastis, porto, madère, kirsch, cointreau, grand marnier, ' +
      'liqueur, crème de cassis, champagne, crémant, eau-de-vie, vermouth, marsala, xérès',
  },
  compoundFoods:
    'noix de beurre: milk; parmesan: milk+meat; parmigiano reggiano: milk+meat; ' +
    'grana padano: milk+meat; pecorino romano: milk+meat; ' +
    'sauce soja: soy+wheat; béchamel: milk+wheat; sauce béchamel: milk+wheat; ' +
    'mornay: milk+wheat; pesto: tree nuts+milk; brioche: wheat+egg+milk; ' +
    'quiche: egg+milk+wheat; croissant: wheat+milk; pain au chocolat: wheat+milk; ' +
    'pâte à choux: wheat+egg+milk; crêpes: wheat+egg+milk; pâte à crêpes: wheat+egg+milk; ' +
    "pâte d'amande: tree nuts; massepain: tree nuts; crème pâtissière: milk+egg; " +
    'crème anglaise: milk+egg; glace: milk+egg; crème glacée: milk+egg; ' +
    'crème brûlée: milk+egg; flan: milk+egg; macaron: tree nuts+egg; financier: tree nuts+milk+egg; ' +
    'bière: barley+alcohol; vin: alcohol+sulphites; vin blanc: alcohol+sulphites; ' +
    'vin rouge: alcohol+sulphites; quatre-quarts: wheat+egg+milk; rouille: egg+fish; ' +
    'bouillabaisse: fish+crustacean; pissaladière: fish+wheat; tarama: fish+egg; ' +
    'fondue: milk+alcohol; gratin dauphinois: milk',
  neutral:
    'lait de coco, crème de coco, noix de coco, coco râpée, farine de coco, huile de coco, ' +
    'noix de muscade, muscade, beurre de cacao, cacao, lait de riz, farine de riz, ' +
    'farine de maïs, fécule de maïs, maïzena, farine de sarrasin, sarrasin, galette de sarrasin, ' +
    'farine de pois chiches, fécule de pomme de terre, farine de châtaigne, pâtes de riz, ' +
    'nouilles de riz, vermicelles de riz, galettes de riz, feuilles de riz, polenta, ' +
    'bouillon de légumes, bouillon végétal, fond de légumes, court-bouillon, ' +
    'vinaigre de vin, vinaigre de vin rouge, vinaigre de xérès, vinaigre balsamique, ' +
    'vinaigre de cidre, crème de tartre, tomates cœur de bœuf, cœur de bœuf, pied-de-mouton, ' +
    'pleurotes, fruits secs, fruits rouges, pâte de curry, pâte de dattes, ' +
    'pâte de tomate, pâte de piment, pâtes de lentilles, pâte de fruits, beurre de karité, ' +
    'pommes noisettes, pomme noisette, sarrasin, blé noir',
  plants:
    'coco, riz, avoine, amande, soja, noisette, noix de cajou, cajou, pois, pois chiches, ' +
    'végétal, légumes, légume, avocat, cacahuète, arachide, épeautre, sarrasin, châtaigne, ' +
    'chanvre, chou, lentilles, haricots, tofu, seitan, champignons, agave, érable',
  madeOf: 'de, du, au',
  notFree: 'lactose',
  groupNames:
    'lait|produit laitier|produits laitiers|laitage|laitages|lactose: milk; œuf|œufs|oeuf: egg; ' +
    'poisson: fish; fruits de mer|coquillages|coquillage: crustacean+mollusc; ' +
    'crustacés|crustacé: crustacean; mollusques|mollusque: mollusc; ' +
    'arachide|arachides|cacahuète|cacahuètes: peanut; ' +
    'fruits à coque|fruits secs|oléagineux|noix et arachides: nut; soja: soy; sésame: sesame; ' +
    'gluten: gluten; blé: wheat; orge: barley; seigle: rye; avoine: oats; épeautre: spelt; ' +
    'céleri: celery; moutarde: mustard; lupin: lupin; sulfites: sulphites; viande: meat+pork+poultry; ' +
    'viande rouge: red meat; porc|cochon: pork; volaille: poultry; miel: honey; ' +
    "alcool|boissons alcoolisées: alcohol; produits animaux|produits d'origine animale: animal",
  qualifiers:
    'vegan: animal; végane: animal; végétalien: animal; végétalienne: animal; ' +
    'végétarien: flesh; végétarienne: flesh',
  postQualifiers:
    'vegan: animal; végane: animal; végétal: animal; végétale: animal; végétaux: animal; ' +
    'végétales: animal; végétalien: animal; végétalienne: animal; végétarien: flesh; ' +
    'végétarienne: flesh; à base de plantes: animal',
  freeOf: ['sans'],
  negations:
    'au lieu de, au lieu du, au lieu des, à la place de, à la place du, à la place des, ' +
    'remplacer, remplacez, remplace, remplacé, remplacée, omettre, omettez, supprimer, ' +
    'supprimez, éviter, évitez, sauf, hormis, se passer de, passez-vous de, goût de, ' +
    'saveur de, aspect de, texture de, consistance de, rappelle',
  shortNegations: 'pas de: 0; pas: 1; ni: 0; aucun: 1; aucune: 1',
  cancellers: 'jamais',
  fillers: 'le, la, les, un, une, des, du, de, tout, toute, tous, toutes, votre, vos, ajouté',
  listWords: 'et, ou, ni',
  avoidSynonyms:
    'champignon: cèpe, cèpes, girolle, girolles, morille, morilles, pleurote, pleurotes, ' +
    'shiitaké, shiitake, champignon de paris, trompette de la mort, truffe, chanterelle, ' +
    'pied-de-mouton, mousseron; ' +
    'oignon: échalote, échalotes, oignon nouveau, oignons nouveaux, cébette, ciboule, ' +
    'oignon rouge, oignon jaune, oignon blanc, oignons grelots; ' +
    'coriandre: coriandre fraîche, feuilles de coriandre; ail: gousse d’ail, ail en poudre',
  // Whole kinds, each filled beyond one recipe's words: beers, breads, biscuits and pastries,
  // cured and cooked meats, broths, dairy (sauces of butter and yolks, butter as a verb), crabs
  // and small squid.
  kinds: {
    'wheat+egg':
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      'génoise',
    'barley+alcohol':
      'bière blonde, bière brune, bière ambrée, bière de garde, bière rousse, bière pression, ' +
      'pils, stout, pale ale',
    'wheat+barley+alcohol': 'bière blanche, bière de blé',
    wheat:
      'spéculoos, speculoos, pain azyme, hosties, hostie, bretzel, bretzels, ' +
      'pain de campagne, pain complet, pain aux céréales, pain de seigle, fougasse, ' +
      'pâte à pain, pâte levée, chouquettes, gaufrettes, tuiles, crackers, gressins, ' +
      'biscuits apéritifs, chapelure, tagliatelles, fettuccine, linguine, penne, fusilli, ' +
      'tortellinis, tortellini, cannellonis, ravioli, raviolis' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', chapelure, chapelures, panure, chapelure de blé, panade, spéculoos, ' +
      'spéculos',
    'wheat+milk':
      'petits-beurre, petit-beurre, petit beurre, palets bretons, galettes bretonnes, ' +
      'pain au lait, pains au lait, kouign-amann, pâte sablée, pâte brisée, pâte feuilletée, ' +
      'croque-monsieur, sablés bretons' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', biscuits au beurre, petit beurre, petits beurres',
    'wheat+egg+milk':
      'madeleines, madeleine, biscuits à la cuillère, langues de chat, cigarettes russes, ' +
      'crêpes dentelle, pain perdu, éclairs, éclair, profiteroles, cannelés, brioches, ' +
      'pâtes fraîches, pâtes aux œufs' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', crêpe, crêpes, crepe, crepes',
    milk:
      'beurrer, beurrez, beurré, beurrée, beurrés, beurrées, beurrant, beurre blanc, ' +
      "beurre maître d'hôtel, beurre d'escargot, fromage blanc, petit-suisse, petits-suisses, " +
      'cancoillotte, crème fraîche épaisse, crème double, mascarpone, ricotta, reblochon, ' +
      'comté, emmental, gruyère, roquefort, saint-marcellin, mimolette',
    'egg+milk': 'sauce hollandaise, hollandaise, béarnaise, sauce béarnaise, sauce mousseline',
    'meat+pork':
      'rillettes, rillettes de porc, rillons, rillauds, grattons, frittons, pâté de campagne, ' +
      'terrine de campagne, pâté en croûte, saucisse de strasbourg, knacks, cervelas, ' +
      'boudin noir, boudin blanc, tripoux, andouillette',
    pork:
      'jambon de paris, jambon sec, jambon de parme, jambon cuit, lard fumé, lard paysan, ' +
      'poitrine salée, petit salé, saucisson sec, lardo',
    meat:
      'bouillon de veau, fond blanc, bouillon de viande, consommé, fond de gibier, ' +
      'glace de viande, demi-glace, jus de veau',
    poultry:
      'bouillon de poulet, fond blanc de volaille, bouillon de canard, gésiers, ' +
      'gésiers de canard, rillettes de canard',
    crustacean:
      'étrille, étrilles, crabe vert, crabe dormeur, crabe royal, crabe des neiges, ' +
      'cigale de mer, cigales de mer, écrevisse, écrevisses, homard, langouste, gambas, ' +
      'fumet de crustacés, bisque, bisque de homard' +
      // Names from Open Food Facts' ingredients taxonomy, crustaceans (ODbL 1.0).
      ', crabe dormeur, tourteau, crabe-de-lune, chair de crabe, écrevisse, écrevisses, ' +
      'écrevisse de louisiane, homard, homard européen, homard américain, pulpe de homard, ' +
      'bouillon de homard, langouste rouge, langouste, langouste blanche, langoustine commune, ' +
      'langoustines, langoustine, crevette, crevettes, pâte de crevettes, poudre de crevette, ' +
      'crevettes décortiquées, queues de crevettes, crevette rose, gamba, gambas',
    mollusc:
      'suppions, encornets, petits calamars, casserons, seiches, poulpes, bulots, ' +
      'couteaux de mer, pétoncles, ormeaux' +
      // Names from Open Food Facts' ingredients taxonomy, molluscs section (ODbL 1.0).
      ', ormeau, seiche commune, poulpe commun, pieuvre commune, pieuvre, élédone musquée, ' +
      'huître creuse du pacifique, huîtres plates, gros pétoncle, petit pétoncle, pétoncle, ' +
      'noix de st-jacques, coquille st jacques, escargot',
  },
  // Names holding a food word that are another food (or none): read as the whole phrase.
  lookAlikes:
    'haricots beurre: none; haricot beurre: none; ' +
    "noisettes d'agneau: meat; noisette d'agneau: meat; noisettes de chevreuil: meat; " +
    'noisette de veau: meat; noix de veau: meat; noix de jambon: pork; ' +
    'fromage de tête: meat+pork; rillettes de saumon: fish; rillettes de thon: fish; ' +
    'rillettes de sardines: fish; rillettes de maquereau: fish; ' +
    "rillettes d'oie: poultry; rillettes de poulet: poultry; " +
    'œufs de lump: fish; œufs de lompe: fish; œufs de truite: fish; poisson-beurre: fish',
  senses: {
    similes:
      'gros comme, grosse comme, grosses comme, fondant comme, fondante comme, ' +
      'fondants comme, fondantes comme, tendre comme, tendres comme, doux comme, douce comme, ' +
      'moelleux comme, moelleuse comme, moelleuses comme, lisse comme, mou comme, ' +
      'la taille, la grosseur',
    substitutes:
      'remplacent, en remplacement de, en remplacement du, substitut de, substitut du, ' +
      'pour remplacer',
    notFood:
      'moule à tarte, moule à cake, moule à manqué, moule à charnière, ' +
      'moule à gâteau, moule à muffins, moule à soufflé, moule à gratin, moule à savarin, ' +
      'moule à kouglof, moule à madeleines, moule à brioche, moule à pain, moule à tartelettes, ' +
      'moule à cannelés, moule à flan, moule à quiche, moules à muffins, moules à tartelettes, ' +
      'moule en silicone, moule en verre, moule rond, moule carré, le moule, un moule, ' +
      'du moule, ce moule, votre moule, œuf de lin, œufs de lin, œuf de chia, œufs de chia, ' +
      'casse-noix',
  },
};

export default fr;
