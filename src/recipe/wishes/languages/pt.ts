/**
 * Portuguese words for the wishes check. `offAllergens`: names from Open Food Facts' allergen
 * taxonomy (taxonomies/allergens.txt, "pt:" lines), © Open Food Facts contributors, Open Database
 * License (ODbL) 1.0, see ../LICENSE-DATA.md. Everything else is written by hand for this project.
 */
import type { WordList } from './word-list.js';

const pt: WordList = {
  inflection: {
    endings: [['oes>ao', 'aes>ao', 'aos>ao', 'eis>el', 'ais>al', 'ns>m', 's'], ['e']],
    minStem: 3,
    forms: 'mais: mais; pais: pais; peru: peru; pao: pao',
  },
  madeOfHeads:
    'leite, natas, nata, creme, manteiga, queijo, iogurte, farinha, caldo, carne, chouriço, ' +
    'salsicha, hambúrguer, bife, almôndegas, mel, bebida',
  offAllergens: {
    wheat:
      'glúten, trigo, kamut, cereais com glúten, farinha de trigo, farinha de trigo integral, ' +
      'sêmola de trigo',
    barley: 'cevada, malte, extrato de malte, farinha de malte',
    rye: 'centeio, farinha de centeio',
    oats: 'aveia',
    spelt: 'espelta, farinha de espelta',
    crustacean: 'crustáceos, caranguejo, lagosta, lagostim, gambas, gamba, camarão',
    egg: 'ovos, ovo, clara de ovo, claras de ovo, gema de ovo, gemas de ovo',
    fish:
      'peixe, bacalhau, cavalinha, linguado, halibute, pregado, eglefim, arinca, salmão, ' +
      'solha, truta, atum, sardinha, sardinhas',
    peanut: 'amendoins, amendoim, manteiga de amendoim, óleo de amendoim',
    soy: 'soja, sementes de soja, grão de soja, lecitina de soja',
    milk:
      'leite, leite em pó, lactose, soro de leite, leitelho, lácteos, manteiga, iogurte, ' +
      'queijo, queijos, proteína de leite, natas, nata',
    'tree nuts':
      'nozes, frutos de casca rija, amêndoas, avelãs, castanhas de caju, nozes pécan, ' +
      'castanhas do brasil, pistácios, nozes de macadâmia',
    celery: 'aipo',
    mustard: 'mostarda',
    sesame: 'sementes de sésamo, sésamo',
    sulphites: 'dióxido de enxofre, sulfitos',
    lupin: 'tremoço, tremoços',
    mollusc:
      'moluscos, lulas, lula, chocos, choco, ostras, ostra, mexilhões, mexilhão, amêijoas, ' +
      'amêijoa, vieiras, vieira',
  },
  members: {
    milk:
      'leite gordo, leite meio-gordo, leite condensado, leite evaporado, creme de leite, ' +
      'natas para bater, chantilly, requeijão, queijo fresco, queijo ralado, queijo da serra, ' +
      'queijo flamengo, queijo parmesão, parmesão, queijo de cabra, queijo de ovelha, ' +
      'queijo mozarela, mozarela, muçarela, ricota, mascarpone, burrata, manteiga clarificada, ' +
      'ghee, iogurte grego, kefir, doce de leite, béchamel, bechamel, molho bechamel, ' +
      'molho branco, pudim, leite-creme, gelado, sorvete, catupiry, queijo minas, ' +
      'queijo coalho, queijo da ilha, queijo de azeitão, chocolate de leite, brigadeiro',
    egg:
      'gema, gemas, claras, ovo batido, ovos batidos, maionese, merengue, suspiros, ' +
      'omelete, fritada, ovos cozidos, ovo cozido, ovos mexidos, ovos-moles, fios de ovos, ' +
      'pudim flan, quindim, pão de ló',
    fish:
      'bacalhau demolhado, pescada, robalo, dourada, cherne, garoupa, espadarte, peixe-espada, ' +
      'carapau, sardinha, anchovas, anchova, biqueirão, tamboril, raia, enguia, ' +
      'caldo de peixe, molho de peixe, ovas, caviar, atum em lata, filetes de peixe',
    crustacean:
      'camarões, gambas, lagostins, santola, sapateira, navalheira, percebes, camarão-tigre',
    mollusc:
      'polvo, lulas, chocos, berbigão, berbigões, conquilhas, lapas, búzios, caracóis, ' +
      'ameijoas, mexilhões, ostras',
    peanut: 'pasta de amendoim, molho de amendoim, paçoca',
    'tree nuts':
      'amêndoa, amêndoa laminada, farinha de amêndoa, miolo de amêndoa, avelã, noz, ' +
      'miolo de noz, pinhões, pinhão, pistácio, castanha, castanhas, castanha de caju, caju, ' +
      'castanha-do-pará, macadâmia, maçapão, nogado, praliné, pesto, leite de amêndoa, ' +
      'bebida de amêndoa, pecã, nozes pecã, noz pecã',
    soy: 'molho de soja, tofu, tempeh, edamame, miso, bebida de soja, leite de soja, shoyu',
    sesame: 'tahini, tahine, hummus, húmus, óleo de sésamo, gergelim',
    wheat:
      'farinha, farinha sem fermento, farinha com fermento, farinha tipo 55, farinha tipo 65, ' +
      'sêmola, semolina, pão, pães, pão ralado, pão de forma, pão duro, broa de trigo, ' +
      'baguete, carcaças, papo-secos, croutons, tostas, massa, massas, esparguete, espaguete, ' +
      'macarrão, massa folhada, massa quebrada, massa de pizza, lasanha, talharim, penne, ' +
      'fusilli, cuscuz, bulgur, bolachas, bolacha, biscoitos, biscoito, bolacha maria, ' +
      'pão-de-ló, bolo, bolos, panados, panado, polme, tempura, seitan, panko, tortilhas de trigo, ' +
      'wrap, tostas, croissant, empadas, rissóis, pastéis, massa filo, massa brick, aletria',
    barley: 'cevada, malte, cerveja',
    rye: 'pão de centeio',
    oats: 'aveia, flocos de aveia, farinha de aveia, bebida de aveia, papas de aveia, granola, muesli',
    meat:
      'carne, carne de vaca, vaca, novilho, vitela, vitelo, boi, borrego, cordeiro, cabrito, ' +
      'cabra, coelho, javali, veado, carne picada, carne moída, bife, bifes, lombo de vaca, ' +
      'alcatra, picanha, entrecosto, costeletas, almôndegas, hambúrguer, caldo, caldo de carne, ' +
      'cubo de caldo, caldo knorr, gelatina, folhas de gelatina, fígado, dobrada, tripas, ' +
      'mão de vaca, rabo de boi, salsichas, salsicha, morcela, alheira, farinheira, molho de carne',
    pork:
      'porco, carne de porco, lombo de porco, febras, entremeada, toucinho, toucinho fumado, ' +
      'bacon, presunto, fiambre, chouriço, chouriço de carne, linguiça, linguica, paio, ' +
      'paiola, salpicão, banha, banha de porco, pernil, leitão, costelinha, torresmos, ' +
      'rojões, pancetta, guanciale, chorizo, presunto cru, lardo, bochechas de porco, pezinhos',
    poultry:
      'frango, peito de frango, coxas de frango, asas de frango, galinha, peru, pato, ganso, ' +
      'codorniz, perdiz, caldo de galinha, caldo de frango, canja',
    honey: 'mel',
    alcohol:
      'álcool, vinho, vinho branco, vinho tinto, vinho do porto, vinho da madeira, moscatel, ' +
      'espumante, cerveja, aguardente, bagaço, ginjinha, licor, rum, cachaça, brandy, conhaque, ' +
      'whisky, vodka, gin, vinho verde, licor beirão, amarguinha, sangria, caipirinha',
  },
  compoundFoods:
    'noz de manteiga: milk; queijo parmesão: milk+meat; parmesão: milk+meat; ' +
    'parmigiano reggiano: milk+meat; grana padano: milk+meat; pecorino romano: milk+meat; ' +
    'molho de soja: soy+wheat; shoyu: soy+wheat; molho bechamel: milk+wheat; ' +
    'béchamel: milk+wheat; bechamel: milk+wheat; molho branco: milk+wheat; pesto: tree nuts+milk; ' +
    'pudim: milk+egg; pudim flan: milk+egg; leite-creme: milk+egg; gelado: milk+egg; ' +
    'pão de ló: wheat+egg; pão-de-ló: wheat+egg; maçapão: tree nuts+egg; ' +
    'alheira: poultry+meat+wheat; farinheira: pork+wheat; cerveja: barley+alcohol; ' +
    'vinho: alcohol+sulphites; vinho branco: alcohol+sulphites; vinho tinto: alcohol+sulphites; ' +
    'rissóis: wheat+milk+egg; bolo: wheat+egg+milk; bolos: wheat+egg+milk; ' +
    'panados: wheat+egg; panado: wheat+egg; quindim: egg+milk; brigadeiro: milk',
  neutral:
    'leite de coco, creme de coco, coco ralado, óleo de coco, farinha de coco, noz de coco, ' +
    'noz-moscada, noz moscada, manteiga de cacau, cacau, leite de arroz, farinha de arroz, ' +
    'farinha de milho, amido de milho, maizena, fécula de batata, farinha de grão, ' +
    'farinha de grão-de-bico, farinha de mandioca, polvilho, tapioca, massa de arroz, ' +
    'massa sem glúten, esparguete de arroz, aletria de arroz, arroz, ' +
    'caldo de legumes, caldo vegetal, cubo de caldo de legumes, vinagre de vinho, ' +
    'vinagre de vinho tinto, vinagre de vinho branco, vinagre balsâmico, vinagre de sidra, ' +
    'cremor tártaro, tomate coração de boi, coração de boi, bebida vegetal, frutos vermelhos, ' +
    'massa de pimentão, massa de tomate, massa de alho, pimenta-da-jamaica',
  plants:
    'coco, arroz, aveia, amêndoa, soja, avelã, caju, grão, grão-de-bico, vegetal, legumes, ' +
    'milho, batata, cacau, cânhamo, espelta, amendoim, marmelo, agave, cana, ácer, ' +
    'seitan, tofu, lentilhas, grão-de-bico, cogumelos, mandioca',
  madeOf: 'de, do, da',
  notFree: 'lactose',
  groupNames:
    'leite|laticínios|lacticínios|lácteos|produtos lácteos|lactose: milk; ovo|ovos: egg; ' +
    'peixe: fish; marisco|mariscos|frutos do mar: crustacean+mollusc; crustáceos: crustacean; ' +
    'moluscos: mollusc; amendoim|amendoins: peanut; ' +
    'frutos secos|frutos de casca rija|frutos oleaginosos|nozes: nut; soja: soy; ' +
    'sésamo|gergelim: sesame; glúten: gluten; trigo: wheat; cevada: barley; centeio: rye; ' +
    'aveia: oats; espelta: spelt; aipo: celery; mostarda: mustard; tremoço: lupin; ' +
    'sulfitos: sulphites; carne: meat+pork+poultry; carne vermelha: red meat; porco|carne de porco: pork; ' +
    'aves|carne de aves: poultry; mel: honey; álcool|bebidas alcoólicas: alcohol; ' +
    'produtos animais|produtos de origem animal: animal',
  qualifiers: 'vegano: animal; vegana: animal; vegetariano: flesh; vegetariana: flesh',
  postQualifiers:
    'vegano: animal; vegana: animal; vegetal: animal; vegetais: animal; ' +
    'de origem vegetal: animal; vegetariano: flesh; vegetariana: flesh',
  freeOf: ['sem'],
  negations:
    'em vez de, em vez do, em vez da, ao invés de, no lugar de, no lugar do, no lugar da, ' +
    'substituir, substitua, substitui, substituindo, omitir, omita, evitar, evite, ' +
    'dispensar, dispense, exceto, prescindir de, sabor a, sabor de, textura de, aspeto de, ' +
    'aspecto de, consistência de, lembra',
  shortNegations: 'nada de: 0; nem: 0; não: 2',
  cancellers: 'não, nunca',
  fillers: 'o, a, os, as, um, uma, uns, umas, de, do, da, dos, das, qualquer, todo, toda',
  listWords: 'e, ou, nem',
  avoidSynonyms:
    'cebola: cebolas, chalota, chalotas, chalotes, cebola roxa, ' +
    'cebola em pó, cebolada; ' +
    'coentro: coentros, folhas de coentro, coentro fresco; coentros: coentro, folhas de coentro; ' +
    'cogumelo: cogumelos, champignons, cogumelos paris, shiitake, portobello, boletos, míscaros; ' +
    'alho: dente de alho, alho em pó',
  // Whole kinds, each filled beyond one recipe's words: beers, breads and pastries (broa de
  // milho is maize with wheat or rye), cured and cooked meats, broths, dairy (sauces of butter
  // and yolks), crabs and small squid.
  kinds: {
    'barley+alcohol':
      'cerveja preta, cerveja escura, cerveja branca, cerveja artesanal, chope, chopp, ' +
      'stout, porter',
    'wheat+barley+alcohol': 'cerveja de trigo',
    wheat:
      'broa de milho, broa, broas, regueifa, pão de milho, pão alentejano, pão de mafra, ' +
      'bolo do caco, bolachas de água e sal, hóstias, obreias, torradas, pão torrado, ' +
      'migas, açorda, massa fresca, talharim, tagliatelle' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', pão ralado, pão ralado integral, pão integral ralado, spekulaas',
    'rye+wheat': 'broa de avintes',
    'wheat+meat+pork': 'bola de carne',
    'wheat+milk':
      'pão de leite' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', biscoitos de manteiga',
    'wheat+egg+milk':
      'bolo-rei, bolo de arroz, bolos de arroz, pastéis de nata, pastel de nata, sonhos, ' +
      'filhós, malasadas, bolas de berlim, fatias douradas, rabanadas, língua de gato, ' +
      'línguas de gato, massa com ovo' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', crepe, crepes',
    milk:
      'queijo de nisa, queijo serpa, queijo de évora, queijo amarelo, queijo cabreiro, ' +
      'queijo quark, coalhada, queijo curado, queijo de barrar',
    'egg+milk': 'molho holandês, molho bearnês',
    'meat+pork': 'salsichão, chouriço de sangue, cacholeira, caldo de cozido, chispe',
    pork: 'presunto fatiado, presunto de chaves, orelheira, mortadela, salame',
    meat:
      'carne-seca, carne seca, charque, carne de sol, carne-de-sol, jabá, bresaola, ' +
      'caldo de vitela, fundo escuro, consomé',
    poultry: 'caldo de peru, caldo de pato',
    'crustacean+mollusc': 'caldo de marisco, marisco, mariscos',
    crustacean:
      'sapateira, navalheira, santola, caranguejo, caranguejos, lavagante, lagosta, ' +
      'lagostim, camarão, percebes, cavaco, siri, caldo de camarão' +
      // Names from Open Food Facts' ingredients taxonomy, crustaceans (ODbL 1.0).
      ', caranguejo, caranguejola, lagostim, lagostim vermelho da luisiana, lavagante, lagosta, ' +
      'camarão, aroma de caranguejo',
    mollusc:
      'lulinhas, choquinhos, lulas pequenas, chocos pequenos, potas' +
      // Names from Open Food Facts' ingredients taxonomy, molluscs section (ODbL 1.0).
      ', choco, ostra, ostra-do-pacífico, vieira, caracol',
  },
  // Names holding a food word that are another food (or none): read as the whole phrase.
  lookAlikes:
    'feijão-manteiga: none; feijão manteiga: none; abóbora-manteiga: none; ' +
    'abóbora manteiga: none; carne de jaca: none; carne de abóbora: none; ' +
    'trigo-sarraceno: none; trigo sarraceno: none; farinha de trigo-sarraceno: none; ' +
    'farinha de trigo sarraceno: none; leite de tigre: fish; queijo de porco: meat+pork; ' +
    'noz de vitela: meat; peixe-manteiga: fish; ovas de lompo: fish',
  senses: {
    similes:
      'do tamanho de, tamanho de, macio como, macia como, macios como, macias como, ' +
      'tenro como, tenra como, mole como, grande como, grandes como, fofo como, fofa como',
    substitutes:
      'substitui o, substitui a, substituem, em substituição de, em substituição do, ' +
      'em substituição da, substituto de, substituto do, substituto da, em vez dos, em vez das',
    notFood:
      'ovo de linhaça, ovos de linhaça, ovo de chia, ovos de chia, ralador de queijo, ' +
      'quebra-nozes',
  },
};

export default pt;
