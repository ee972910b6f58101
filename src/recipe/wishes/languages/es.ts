/**
 * Spanish words for the wishes check. `offAllergens`: names from Open Food Facts' allergen
 * taxonomy (taxonomies/allergens.txt, "es:" lines), © Open Food Facts contributors, Open Database
 * License (ODbL) 1.0, see ../LICENSE-DATA.md. Everything else is written by hand for this project.
 */
import type { WordList } from './word-list.js';

const es: WordList = {
  inflection: {
    endings: [['s'], ['e'], ['z>c']],
    minStem: 3,
    forms: 'mayo: mayo',
  },
  madeOfHeads:
    'leche, crema, nata, mantequilla, queso, yogur, harina, caldo, carne, chorizo, salchicha, ' +
    'hamburguesa, filete, albóndigas, miel, bebida, fondo',
  offAllergens: {
    wheat:
      'gluten, trigo, kamut, cereales con gluten, harina de trigo, harina de trigo integral, ' +
      'gluten de trigo',
    barley: 'cebada',
    rye: 'centeno',
    spelt: 'espelta',
    crustacean: 'crustáceos, cangrejo, cangrejo de río, gamba, camarón, langosta, langostino',
    egg: 'huevos, huevo',
    fish: 'pescado, atún, anchoa, sardinas',
    peanut: 'cacahuetes, cacahuete, aceite de cacahuete, cacahuates, cacahuate',
    soy: 'soja, habas de soja, lecitina de soja, soya',
    milk:
      'leche, lactosa, lácteo, lácteos, productos lácteos, proteína de leche, suero de leche, ' +
      'queso, mantequilla, nata',
    'tree nuts':
      'frutos de cáscara, almendras, avellanas, nuez, nueces, anacardos, pacanas, ' +
      'nueces de brasil, pistacho, nueces de macadamia, frutos secos, piñones, piñón, ' +
      'castañas, castaña',
    celery: 'apio',
    mustard: 'mostaza, semillas de mostaza',
    sesame: 'sésamo, semillas de sésamo, ajonjolí',
    sulphites: 'dióxido de azufre, sulfitos, metabisulfito',
    lupin: 'altramuces, altramuz',
    mollusc:
      'moluscos, ostras, almejas, calamar, sepia, ostra, mejillón, mejillones, viera, vieras, ' +
      'caracol, caracoles',
  },
  members: {
    milk:
      'leche entera, leche evaporada, leche condensada, leche en polvo, crema de leche, ' +
      'nata para montar, nata líquida, nata montada, crema agria, yogur, yogur griego, ' +
      'requesón, queso fresco, queso rallado, queso manchego, queso crema, queso de cabra, ' +
      'queso parmesano, parmesano, mozzarella, mozarela, burrata, cuajada, kéfir, manteca, ' +
      'mantequilla clarificada, ghee, dulce de leche, natillas, crema pastelera, flan, ' +
      'bechamel, besamel, salsa bechamel, helado, leche merengada, arroz con leche, ' +
      'tetilla, idiazábal, cabrales, mahón, torta del casar, payoyo, roncal, queso azul, ' +
      'queso de burgos, queso cheddar, crema catalana, chocolate con leche',
    egg:
      'yema, yemas, claras, clara de huevo, huevo batido, huevos batidos, mayonesa, alioli, all i oli, ' +
      'merengue, tortilla, tortilla de patatas, tortilla española, huevo duro, huevos duros, ' +
      'huevo frito, huevos rotos, flan, natillas',
    fish:
      'bacalao, merluza, salmón, lubina, dorada, rape, rodaballo, lenguado, boquerones, ' +
      'anchoas, sardina, caballa, bonito, atún en lata, bonito del norte, emperador, ' +
      'pez espada, trucha, mero, corvina, salmonete, caldo de pescado, fumet, fumet de pescado, ' +
      'salsa de pescado, surimi, palitos de cangrejo, huevas, caviar, mojama, pescaíto',
    crustacean:
      'gambas, langostinos, camarones, cigalas, cigala, bogavante, nécoras, centollo, ' +
      'carabineros, quisquillas, gambones, cangrejos',
    mollusc:
      'calamares, chipirones, chipirón, pulpo, sepia, choco, navajas, berberechos, ' +
      'zamburiñas, chirlas, coquinas, caracoles',
    peanut:
      'maní, manís, manises, crema de cacahuete, mantequilla de cacahuete, mantequilla de maní',
    'tree nuts':
      'almendra, almendra molida, almendras laminadas, harina de almendra, avellana, ' +
      'anacardo, pistachos, nueces pecanas, nuez pecana, piñones, turrón, mazapán, ' +
      'praliné, crema de almendras, leche de almendras, bebida de almendras, romesco, ' +
      'salsa romesco, pesto, nuez de macadamia, castañas',
    soy: 'salsa de soja, salsa de soya, tofu, tempeh, edamame, miso, bebida de soja, leche de soja',
    sesame: 'tahini, tahín, hummus, humus, aceite de sésamo',
    wheat:
      'harina, harina de fuerza, harina común, harina de repostería, pan, pan rallado, ' +
      'pan de molde, pan duro, barra de pan, baguette, picatostes, migas, pasta, espaguetis, ' +
      'macarrones, fideos, fideuá, tallarines, lasaña, canelones, cuscús, sémola, bulgur, ' +
      'galletas, galleta, bizcocho, bizcochos, soletillas, masa, masa de hojaldre, hojaldre, ' +
      'masa quebrada, obleas, obleas de empanadilla, empanada, empanadillas, croquetas, ' +
      'rebozado, tempura, churros, torrijas, magdalenas, tortilla de harina, tortillas de trigo, ' +
      'seitán, panko, pan de pita, picos, regañás, colines, buñuelos, pasta brisa, ' +
      'masa para pizza',
    barley: 'malta, cebada perlada, cerveza',
    rye: 'pan de centeno',
    oats: 'avena, copos de avena, harina de avena, bebida de avena, leche de avena, granola, muesli',
    mustard: 'mostaza de dijon, mostaza antigua',
    meat:
      'carne, ternera, res, vaca, buey, cordero, lechazo, cabrito, conejo, carne picada, ' +
      'carne molida, filete, solomillo, entrecot, chuletón, chuletas, albóndigas, hamburguesa, ' +
      'caldo, caldo de carne, caldo de ternera, caldo de huesos, fondo de carne, pastilla de caldo, ' +
      'gelatina, hojas de gelatina, callos, rabo de toro, hígado, morcilla, salchicha, ' +
      'salchichas, venado, jabalí, cecina, carne de res, ragú, boloñesa, salsa boloñesa',
    pork:
      'cerdo, carne de cerdo, jamón, jamón serrano, jamón ibérico, jamón york, jamón cocido, ' +
      'lomo, lomo de cerdo, panceta, tocino, beicon, bacon, chorizo, salchichón, fuet, ' +
      'sobrasada, chistorra, butifarra, morcilla, lacón, codillo, costillas de cerdo, ' +
      'manteca de cerdo, manteca, torreznos, chicharrones, secreto ibérico, pluma ibérica, ' +
      'presa ibérica, carrillada, cochinillo',
    poultry:
      'pollo, pechuga, pechuga de pollo, muslos de pollo, contramuslos, alitas, pavo, pato, ' +
      'codorniz, gallina, caldo de pollo, caldo de gallina, fondo de ave, magret de pato',
    honey: 'miel',
    alcohol:
      'alcohol, vino, vino blanco, vino tinto, vino de jerez, jerez, cava, cerveza, brandy, coñac, ron, vodka, ginebra, anís, orujo, licor, ' +
      'licor de hierbas, sidra, vermut, moscatel, pedro ximénez, sangría, tequila, mezcal, ' +
      'aguardiente',
  },
  compoundFoods:
    'nuez de mantequilla: milk; queso parmesano: milk+meat; parmesano: milk+meat; ' +
    'parmigiano reggiano: milk+meat; grana padano: milk+meat; pecorino romano: milk+meat; ' +
    'salsa de soja: soy+wheat; salsa de soya: soy+wheat; bechamel: milk+wheat; ' +
    'besamel: milk+wheat; salsa bechamel: milk+wheat; croquetas: wheat+milk+egg; ' +
    'tortilla: egg; tortilla de patatas: egg; tortilla española: egg; tortilla de harina: wheat; ' +
    'tortillas de trigo: wheat; flan: milk+egg; natillas: milk+egg; crema pastelera: milk+egg; ' +
    'crema catalana: milk+egg; helado: milk+egg; mazapán: tree nuts+egg; turrón: tree nuts+honey; ' +
    'cerveza: barley+alcohol; vino: alcohol+sulphites; vino blanco: alcohol+sulphites; ' +
    'vino tinto: alcohol+sulphites; pesto: tree nuts+milk; romesco: tree nuts+wheat; ' +
    'salsa romesco: tree nuts+wheat; torrijas: wheat+milk+egg; rebozado: wheat+egg; ' +
    'magdalenas: wheat+egg+milk; bizcocho: wheat+egg; empanada: wheat+egg; ' +
    'boloñesa: meat; salsa boloñesa: meat; manteca: milk+pork; arroz con leche: milk',
  neutral:
    'leche de coco, crema de coco, nata de coco, coco rallado, aceite de coco, harina de coco, ' +
    'nuez moscada, manteca de cacao, cacao, leche de arroz, harina de arroz, ' +
    'harina de maíz, maicena, almidón de maíz, harina de garbanzo, fécula de patata, ' +
    'tortilla de maíz, tortillas de maíz, totopos, arroz, fideos de arroz, pasta de arroz, ' +
    'pasta sin gluten, caldo de verduras, caldo vegetal, fondo de verduras, caldo de setas, ' +
    'vinagre de vino, vinagre de jerez, vinagre balsámico, vinagre de manzana, ' +
    'crémor tártaro, tomate corazón de buey, pasta de tomate, pasta de curry, ' +
    'leche vegetal, bebida vegetal, frutos rojos, pimienta de jamaica, trigo sarraceno, ' +
    'harina de trigo sarraceno, alforfón, miel de caña',
  plants:
    'coco, arroz, avena, almendra, soja, soya, avellana, anacardo, garbanzo, vegetal, ' +
    'verdura, verduras, maíz, patata, cacao, cáñamo, espelta, membrillo, agave, caña, ' +
    'arce, seitán, tofu, lenteja, garbanzos, guisante, champiñón, setas, yuca',
  madeOf: 'de, del',
  notFree: 'lactosa',
  groupNames:
    'leche|lácteo|lácteos|productos lácteos|lactosa: milk; huevo|huevos: egg; ' +
    'pescado: fish; mariscos|marisco: crustacean+mollusc; crustáceos: crustacean; ' +
    'moluscos: mollusc; cacahuete|cacahuetes|maní|cacahuate: peanut; ' +
    'frutos secos|frutos de cáscara|nueces: nut; soja|soya: soy; sésamo|ajonjolí: sesame; ' +
    'gluten: gluten; trigo: wheat; cebada: barley; centeno: rye; avena: oats; espelta: spelt; ' +
    'apio: celery; mostaza: mustard; altramuces: lupin; sulfitos: sulphites; carne: meat+pork+poultry; ' +
    'carne roja: red meat; cerdo|carne de cerdo|puerco: pork; aves|carne de ave: poultry; ' +
    'miel: honey; alcohol|bebidas alcohólicas: alcohol; ' +
    'productos animales|productos de origen animal: animal',
  qualifiers: 'vegano: animal; vegana: animal; vegetariano: flesh; vegetariana: flesh',
  postQualifiers:
    'vegano: animal; vegana: animal; vegetal: animal; vegetales: animal; ' +
    'de origen vegetal: animal; vegetariano: flesh; vegetariana: flesh; sin tacc: gluten',
  freeOf: ['sin'],
  negations:
    'en lugar de, en lugar del, en vez de, en vez del, sustituir, sustituye, sustituya, ' +
    'sustitúyelo, sustitúyela, reemplazar, reemplaza, reemplace, omitir, omite, omita, ' +
    'evitar, evita, evite, prescindir de, prescinde de, excepto, salvo, sabor a, sabor de, ' +
    'textura de, aspecto de, consistencia de, recuerda a',
  shortNegations: 'ni: 0; nada de: 0; no: 2',
  cancellers: 'no, nunca',
  fillers: 'el, la, los, las, un, una, unos, unas, de, del, cualquier, todo, toda, su, sus',
  listWords: 'y, o, ni, e, u',
  avoidSynonyms:
    'cebolla: cebolleta, cebollas, chalota, chalotas, cebolla morada, cebolla roja, ' +
    'cebolla en polvo, cebolla tierna, cebollitas; ' +
    'cilantro: culantro, coriandro, hojas de cilantro; ' +
    'champiñón: champiñones, setas, seta, boletus, níscalos, shiitake, portobello; ' +
    'setas: champiñones, champiñón, boletus, níscalos, shiitake; ' +
    'ajo: ajos, diente de ajo, ajo en polvo',
  // Whole kinds, each filled beyond one recipe's words: beers, breads, biscuits and pastries,
  // cured and cooked meats, broths, dairy (sauces of butter and yolks, butter as a verb), crabs
  // and small squid.
  kinds: {
    'wheat+egg':
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      'bizcocho',
    'barley+alcohol':
      'cerveza negra, cerveza rubia, cerveza tostada, cerveza artesana, cerveza lager, ' +
      'stout, porter',
    'wheat+barley+alcohol': 'cerveza de trigo',
    wheat:
      'rosquilletas, galletas maría, galleta maría, roscón, roscón de reyes, tortas de aceite, ' +
      'rosquillas, pestiños, pan de pueblo, hogaza, chapata, mollete, molletes, bollo, bollos, ' +
      'barquillos, hostias, tostas, biscotes, pan tostado, masa de empanadillas, ' +
      'obleas para empanadillas, migas de pan, pasta fresca, tallarines frescos' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', pan rallado, migas de pan, migaja de pan rallado, rebozador, pan rallado integral, ' +
      'spekulatius',
    'wheat+milk': 'pan de leche, cruasán, cruasanes, palmeras, hojaldre de mantequilla',
    'wheat+egg+milk':
      'sobaos, bollería, pasta al huevo, lenguas de gato' +
      // From Open Food Facts' ingredients taxonomy: biscuits, crumbs, cakes (ODbL 1.0).
      ', crepe',
    'wheat+pork': 'ensaimada, polvorones, mantecados',
    milk:
      'enmantequillar, enmantequillado, enmantequillada, queso de untar, queso para untar, ' +
      'queso tierno, queso curado, queso semicurado, queso de oveja, queso azul',
    'egg+milk': 'salsa holandesa, salsa bearnesa, bearnesa',
    pork:
      'jamón cocido, jamón de york, paletilla, paleta ibérica, lomo embuchado, morcón, ' +
      'longaniza, manteca colorá, zurrapa, careta, oreja de cerdo, manitas de cerdo, ' +
      'caldo de jamón',
    'meat+pork': 'botillo, androlla, pringá, caldo de cocido',
    meat: 'consomé, fondo oscuro, caldo de ternera, carne guisada',
    poultry: 'caldo de ave, caldo de pavo',
    'crustacean+mollusc': 'caldo de marisco, fumet de marisco, marisco',
    crustacean:
      'nécora, centolla, centollo, cangrejo de río, bogavante, langosta, santiaguiño, ' +
      'percebes, carabinero, quisquilla, camarón, gamba roja' +
      // Names from Open Food Facts' ingredients taxonomy, crustaceans (ODbL 1.0).
      ', buey de mar, cangrejo de río, cangrejo de río americano, langosta, bogavante, ' +
      'langosta americana, langosta rosada, cigala, gamba, langostino, gambón, gamba roja, ' +
      'extracto de cangrejo',
    mollusc:
      'puntillitas, puntillas, chopitos, calamarcitos, chipirones, pota, jibia, ' +
      'almejas, mejillones, vieiras, ostras' +
      // Names from Open Food Facts' ingredients taxonomy, molluscs section (ODbL 1.0).
      ', berberecho, sepia, pulpo común, ostra, ostra del pacífico, viera, venera, volandeira, ' +
      'caracol',
  },
  // Names holding a food word that are another food (or none): read as the whole phrase.
  lookAlikes:
    'calabaza cacahuete: none; carne de membrillo: none; queso de membrillo: none; ' +
    'carne de pimiento choricero: none; carne de pimiento: none; cabello de ángel: none; ' +
    'leche de tigre: fish; queso de cerdo: meat+pork; nuez de ternera: meat; ' +
    'buey de mar: crustacean; huevas de lumpo: fish; huevos de lumpo: fish; ' +
    'pez mantequilla: fish',
  senses: {
    similes:
      'del tamaño de, tamaño de, tierno como, tierna como, tiernos como, tiernas como, ' +
      'suave como, blando como, blanda como, grande como, grandes como, toque a, aroma a, ' +
      'olor a, gusto a',
    substitutes:
      'sustituye al, sustituye a, sustituyen al, sustituyen a, sustituto del, sustituto de, ' +
      'en sustitución del, en sustitución de, reemplaza al, reemplaza a, como sustituto del',
    notFood:
      'huevo de lino, huevos de lino, huevo de chía, huevos de chía, rallador de queso, ' +
      'cascanueces',
  },
};

export default es;
