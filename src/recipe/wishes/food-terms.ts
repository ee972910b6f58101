/**
 * Hand-written word lists, beside the ones taken from Open Food Facts (off-allergen-terms.ts,
 * off-ingredient-terms.ts): the foods, dishes and hidden sources recipes name that those lists do
 * not (the allergen taxonomy names label words, not "pesto" or "fish sauce"; the ingredients
 * taxonomy has no cream liqueur, malted milk, ladyfingers, cake mix or schmaltz), the groups
 * outside the allergen taxonomy's scope (meat, honey, alcohol), and look-alikes. Plural and case
 * are handled when matching; list singular, lower case.
 */
import { OFF_CHEESES } from './off-ingredient-terms.js';

/** Group -> foods that are or contain it. */
export const MEMBER_TERMS: Readonly<Record<string, string>> = {
  milk:
    'casein, caseinate, kefir, paneer, burrata, parmesan, parmigiano, reggiano, pecorino, ' +
    'romano cheese, emmentaler, manchego, queso, labneh, skyr, fromage frais, creme fraiche, ' +
    'sour cream, heavy cream, whipping cream, double cream, single cream, whipped cream, ' +
    'half and half, evaporated milk, condensed milk, dulce de leche, butterscotch, ' +
    'milk chocolate, white chocolate, gelato, cheesecake, ' +
    'alfredo, tzatziki, raita, lassi, goat cheese, goat milk, sheep milk, buttercream, custard, ' +
    // Packaged foods that usually hold milk (not in the ingredients taxonomy).
    'chocolate chip, semisweet chocolate, semi sweet chocolate, bittersweet chocolate, ' +
    'chocolate morsel, toffee, sherbet, heath bar, ' +
    // Cheeses by name that the taxonomy's cheese section does not name (off-ingredient-terms.ts
    // holds the ones it does).
    'swiss cheese, queso fresco, leerdammer, limburger, chevre, scamorza, caciocavallo',
  egg: 'yolk, egg noodle, egg wash, mayonnaise, mayo, aioli, pavlova, eggnog, albumen, frittata, quiche, challah',
  fish:
    'anchovy, anchovy paste, tilapia, sea bass, snapper, herring, pollock, dover sole, ' +
    'lemon sole, catfish, swordfish, monkfish, mahi mahi, bonito, dashi, katsuobushi, caviar, ' +
    'roe, surimi, imitation crab, fish sauce, nam pla, worcestershire, worcestershire sauce, ' +
    'fish stock, kipper, lox, gravlax, branzino, perch, pike, carp, eel, unagi, bottarga, ' +
    'fish oil, salt cod, bacalao, tuna steak, salmon steak',
  crustacean:
    'langoustine, scampi, krill, crawfish, shrimp paste, belacan, dried shrimp, crab meat, crabmeat',
  mollusc: 'calamari, octopus, snail, escargot, abalone, cockle, whelk, conch, clam juice',
  peanut:
    'groundnut, monkey nut, satay, peanut butter, peanut oil, arachis oil, gado gado, peanut sauce',
  'tree nuts':
    'almond, hazelnut, filbert, walnut, brazil nut, macadamia, pine nut, pignoli, chestnut, ' +
    'nut, praline, marzipan, frangipane, gianduja, almond milk, almond flour, almond butter, ' +
    'almond extract, cashew milk, cashew butter, cashew cream, nut milk, nut butter, ' +
    'walnut oil, hazelnut oil, romesco',
  soy: 'soybean, tofu, tempeh, edamame, miso, tamari, soy milk, natto, yuba, bean curd, textured vegetable protein, soy cream',
  sesame:
    'tahini, tahina, hummus, houmous, halva, halvah, zaatar, gomasio, sesame oil, baba ganoush',
  wheat:
    'flour, all purpose flour, plain flour, bread flour, self raising flour, self rising flour, ' +
    'semolina, durum, farina, bulgur, bulghur, couscous, freekeh, farro, einkorn, emmer, seitan, ' +
    'vital wheat gluten, panko, breadcrumb, bread crumb, bread, bun, bagel, baguette, ' +
    'ciabatta, focaccia, sourdough, pita, pitta, chapati, roti, paratha, pizza dough, pizza base, ' +
    'pizza crust, pie crust, pastry, puff pastry, shortcrust, filo, phyllo, cracker, ' +
    'graham cracker, biscuit, pasta, spaghetti, linguine, fettuccine, tagliatelle, pappardelle, ' +
    'penne, rigatoni, fusilli, farfalle, macaroni, lasagna, lasagne, orzo, ravioli, tortellini, ' +
    'gnocchi, noodle, udon, ramen, soba, lo mein, wonton wrapper, dumpling wrapper, gyoza wrapper, ' +
    'tempura, matzo, wheat germ, wheat berry, flatbread, breadstick, hamburger bun, hot dog bun, ' +
    'spelt flour, doughnut, donut, sponge cake, ' +
    'pound cake, shortbread, wafer, pretzel, english muffin, biscotti, churro, dumpling, ' +
    'tart shell, pastry shell, pie shell, ziti, ditalini, orecchiette, conchiglie, cavatappi, ' +
    'vermicelli, angel hair, tortilla, ' +
    // Packaged doughs, mixes and cookies, which the ingredients taxonomy does not name.
    'cookie, sandwich cookie, oreo, ' +
    'crescent roll, crescent dough, dinner roll, cinnamon roll, sandwich roll, soft roll, ' +
    'bread roll, muffin mix, cornbread mix, pancake mix, stuffing mix, stuffing, ' +
    'angel food cake, cannoli shell, raisin bran, bran flake, wheat bran',
  barley:
    'crisped rice cereal, puffed rice cereal, rice krispie, malt, malted, malt vinegar, malt extract, pearl barley, barley flour',
  rye: 'rye bread, pumpernickel',
  oats: 'oat, oatmeal, rolled oat, oat milk, oat flour, oat cream, muesli, granola',
  celery: 'celery salt, celery seed',
  mustard: 'dijon, mustard seed, mustard powder, mustard green',
  lupin: 'lupini bean, lupin flour',
  sulphites: 'sulfite, sulphite, sulfur dioxide, metabisulphite, metabisulfite',
  meat:
    'beef, veal, lamb, mutton, goat, venison, rabbit, bison, steak, ' +
    'bone broth, meat, meatball, meatloaf, hamburger, burger, sausage, ' +
    'hot dog, gelatine, jello, marshmallow, tallow, bone marrow, liver, foie gras, pate, ' +
    'brisket, sirloin, ribeye, tenderloin, short rib, spare rib, ' +
    // Stocks not called vegetable (vegetable stock is a look-alike below), rendered fats.
    'broth, stock, bouillon, bouillon cube, consomme, brown stock, dripping, jell o',
  pork:
    'bacon, ham, lard, pancetta, prosciutto, chorizo, salami, pepperoni, guanciale, ' +
    'mortadella, speck, nduja, carnitas, char siu, gammon, jamon, pork belly, pulled pork, ' +
    'serrano ham, pork loin, ' +
    // A cut and a spelling the taxonomy's pork entries do not have.
    'baby back rib, porkchop',
  poultry:
    // Schmaltz: the taxonomy has chicken fat (off-ingredient-terms.ts) but not this name.
    'turkey, duck, goose, quail, poultry, turkey bacon, schmaltz',
  honey: 'honey, honeycomb, hot honey',
  alcohol:
    'alcohol, liquor, rum, vodka, gin, whisky, whiskey, bourbon, brandy, cognac, armagnac, sherry, ' +
    'port wine, vermouth, sake, mirin, marsala, madeira, liqueur, kirsch, amaretto, kahlua, ' +
    'grand marnier, cointreau, triple sec, tequila, mezcal, champagne, prosecco, schnapps, ' +
    'calvados, hard cider, shaoxing, rice wine, limoncello, cooking wine',
};

/** Foods made of several groups: "term: group+group; ...". */
export const COMPOUND_TERMS =
  'oyster sauce: mollusc+wheat; soy sauce: soy+wheat; shoyu: soy+wheat; teriyaki: soy+wheat; hoisin: soy+wheat; ' +
  'pesto: tree nuts+milk; nutella: tree nuts+milk; nougat: tree nuts+egg; ' +
  'amaretti: tree nuts+egg; macaron: tree nuts+egg; baklava: tree nuts+wheat; ' +
  'dukkah: tree nuts+sesame; beer: barley+alcohol; mead: honey+alcohol; ' +
  'ice cream: milk+egg; lemon curd: egg+milk; hollandaise: egg+milk; bearnaise: egg+milk; ' +
  'brioche: wheat+egg+milk; croissant: wheat+milk; naan: wheat+milk; bechamel: milk+wheat; ' +
  'carbonara: egg+pork+milk; caesar dressing: fish+egg+milk; tartar sauce: egg; ' +
  'remoulade: egg; wine: alcohol+sulphites; egg noodle: egg+wheat; ' +
  'honey mustard: honey+mustard; ale: barley+alcohol; lager: barley+alcohol; ' +
  'crab stick: fish; ' +
  // Made with calf rennet by their own rules: milk, and not vegetarian.
  'parmesan: milk+animal rennet; parmigiano: milk+animal rennet; reggiano: milk+animal rennet; ' +
  'parmigiano reggiano: milk+animal rennet; pecorino: milk+animal rennet; ' +
  'pecorino romano: milk+animal rennet; romano cheese: milk+animal rennet; ' +
  'grana padano: milk+animal rennet; ' +
  'stout: barley+alcohol; shellfish: crustacean+mollusc; seafood: fish+crustacean+mollusc; ' +
  // Packaged foods and what they hold, which the ingredients taxonomy does not name (no cream
  // liqueur under its liqueurs, no malted milk, no ladyfingers, no cake mix).
  'cake mix: wheat+milk; malted milk: milk+barley; malted milk powder: milk+barley; ' +
  'ladyfinger: egg+wheat; sponge finger: egg+wheat; savoiardi: egg+wheat; ' +
  'cream liqueur: milk+alcohol; irish cream: milk+alcohol; irish cream liqueur: milk+alcohol; ' +
  'baileys: milk+alcohol';

/**
 * Look-alikes: phrases that contain a listed word but are none of its group, so that the longest
 * phrase wins ("coconut milk" is not milk). Foods here may still belong to other groups, listed
 * above ("peanut butter" is peanut, not milk).
 */
export const NEUTRAL_TERMS =
  'coconut milk, coconut cream, coconut yogurt, coconut yoghurt, coconut butter, ' +
  'coconut meat, coconut flour, coconut aminos, rice milk, hemp milk, pea milk, plant milk, ' +
  'cream of tartar, cream soda, cocoa butter, shea butter, apple butter, seed butter, ' +
  'sunflower butter, sunflower seed butter, plant butter, butter bean, butter lettuce, ' +
  'water chestnut, chestnut mushroom, tiger nut, oyster mushroom, scallop squash, crab apple, ' +
  'fish spatula, duck sauce, lamb lettuce, cauliflower steak, bean burger, veggie burger, ' +
  'chicken of the wood, flax egg, chia egg, egg substitute, egg replacer, ' +
  'rice flour, corn flour, chickpea flour, gram flour, buckwheat flour, tapioca flour, ' +
  'potato flour, cassava flour, sorghum flour, millet flour, teff flour, quinoa flour, ' +
  'arrowroot flour, banana flour, rice noodle, glass noodle, zucchini noodle, ' +
  'shirataki noodle, kelp noodle, sweet potato noodle, bean thread noodle, rice pasta, ' +
  'chickpea pasta, lentil pasta, corn pasta, buckwheat soba, corn tortilla, rice bread, ' +
  'root beer, ginger beer, ginger ale, wine vinegar, red wine vinegar, white wine vinegar, ' +
  'rice wine vinegar, sherry vinegar, champagne vinegar, cider vinegar, ' +
  'apple cider vinegar, vegetable broth, vegetable stock, veggie broth, veggie stock, ' +
  'vegetable bouillon, mushroom broth, mushroom stock, spaghetti squash, stockpot, ' +
  'bread and butter pickle, cheesecloth, tortilla chip, corn tortilla chip, ' +
  // Kitchen tools and colours named after a food.
  'butter knife, cheese grater, cheese knife, cheese cloth, egg slicer, egg timer, ' +
  'pastry brush, pastry bag, pastry cutter, pastry blender, bread knife, bread pan, ' +
  'bread machine, steak knife, meat thermometer, meat mallet, meat pounder, ice cream maker, ' +
  'ice cream scoop, wine glass, nut brown, corn nut, ' +
  'honey colored, honey coloured, sake of';

/** Words that, before a food (up to three words before, no punctuation), say it is not that. */
export const QUALIFIERS =
  'vegan: animal; vegetarian: flesh; veggie: flesh; meatless: flesh; plant based: animal; ' +
  'nondairy: dairy; eggless: egg; meatfree: meat';

/** Words after a food word starting a sentence that make it a verb: "Butter the pan." */
export const VERB_OBJECT_WORDS = 'the, a, an, your, each, both, two, all';

/** Words after which a food is named as left out ("instead of butter"), with how far they reach. */
export const NEGATIONS =
  'without, omit, omitting, skip, skipping, instead of, in place of, rather than, free of, ' +
  'replace, replacing, swap, swap out, leave out, leaving out, avoid, avoiding, exclude, ' +
  'excluding, minus, never, ' +
  // Comparisons: the food names a look or a texture, not what goes in.
  'similar to, appearance to, consistency of, thickness of, texture of, resemble, resembles, ' +
  'resembling, like a, look like, looks like';

/** Words before a negation that undo it: "don't skip the butter", "never omit the salt". */
export const NEGATION_CANCELLERS = "don't, dont, do not, never, not, didn't, cannot, can't";

/**
 * Words that may stand between a negation and the food it leaves out ("omit the anchovies",
 * "without any added sugar"); any other word ends its reach ("avoid burning the butter").
 * Words ending in "-ed" ("without melted butter") count too.
 */
export const NEGATION_FILLERS =
  'the, a, an, any, all, some, your, extra, additional, of, or, and, ground, cut, raw, cooked, ' +
  // Verbs of using: "without needing eggs or milk", "without adding butter".
  'using, adding, needing, including, use, add, need';

/** "no" and "not" reach only the next word or two: "no butter", but not "no-bake cheesecake". */
export const SHORT_NEGATIONS = 'no: 0; not: 1; zero: 0';

/** Words after "cream" that make it the verb: "cream the butter and sugar". */
export const CREAM_VERB_FOLLOWERS =
  'the, together, until, it, them, your, butter, sugar, margarine, shortening, vegan, softened, in';

/**
 * Things visitors avoid that are no allergen group (a dislike, a sensitivity), with the other
 * names and the kinds of them a recipe may use instead: "entry: name, name; ...".
 */
export const AVOID_SYNONYMS =
  'mushroom: porcini, shiitake, chanterelle, cremini, crimini, portobello, portabella, morel, ' +
  'enoki, maitake, oyster mushroom, button mushroom, chestnut mushroom, truffle; ' +
  'cilantro: coriander leaf, coriander leaves, fresh coriander, coriander sprig; ' +
  'coriander: cilantro; shrimp: prawn; prawn: shrimp; ' +
  'corn: cornstarch, cornflour, corn flour, cornmeal, polenta, popcorn, grits, masa, ' +
  'masa harina, hominy, corn syrup, sweetcorn, maize; ' +
  'onion: scallion, shallot; eggplant: aubergine; aubergine: eggplant; ' +
  'zucchini: courgette; courgette: zucchini; bell pepper: capsicum; capsicum: bell pepper; ' +
  'chili: chilli, chile, chilies, chillies, chiles, jalapeno, habanero, cayenne, chipotle, ' +
  'serrano pepper, red pepper flake, chili flake, sriracha; ' +
  'tomato: passata, ketchup; avocado: guacamole; raisin: sultana; ' +
  'beef: steak, sirloin, ribeye, brisket, oxtail, short rib, flank steak, skirt steak, ' +
  'pastrami, bresaola, ground chuck; ' +
  // The named cheeses of the ingredients taxonomy, and those it does not name.
  `cheese: ${OFF_CHEESES}, parmesan, parmigiano, pecorino, burrata, manchego, queso, paneer, ` +
  'grana padano, emmentaler, swiss cheese, queso fresco, leerdammer, limburger, chevre, ' +
  'scamorza, caciocavallo; ' +
  'butter: ghee, clarified butter; cream: creme fraiche; ' +
  'almond: marzipan, frangipane, amaretti; pine nut: pesto, pignoli; ' +
  'gelatin: gelatine, jello, marshmallow; ' +
  'wine: marsala, sherry, port wine, champagne, prosecco, vermouth, sake, mirin; ' +
  'beer: ale, lager, stout; soy sauce: shoyu, tamari; bacon: lardon';

/**
 * How recipes name their parts: "ingredients words; words of the parts after the ingredients"
 * (a heading or bold label starting with one of them). Read by recipe-parts.ts.
 */
export const SECTION_WORDS =
  'ingredients, ingredient, you will need, what you need, shopping list; ' +
  'method, instructions, directions, steps, preparation, procedure, how to, to make, notes, ' +
  'note, tips, variations, variation, serving, to serve, equipment, nutrition';

/**
 * Head nouns that name one kind of food in other words: "the broth" after "vegetable stock" and
 * "the mayo" after "vegan mayonnaise" refer back to that line. "kind: other names; ...".
 */
export const HEAD_KINDS =
  'stock: broth, bouillon, bouillon cube, stock cube, consomme; mayonnaise: mayo';

/**
 * Words after a food that make it name another dish it is for, not an ingredient: "burger buns",
 * "buns for pulled pork sandwiches", "a topping for chicken tacos", "a mini burger recipe".
 * ("Meringue topping" is meringue: "topping" is not one of them.)
 */
export const DISH_USE_WORDS = 'bun, sandwich, taco, burrito, nacho, slider, recipe';

/** Words after which the foods listed are kinds of the noun before: "mushrooms, such as oyster". */
export const KIND_CUES = 'such as, e g, eg, including';
