// Names taken from Open Food Facts' ingredients taxonomy (taxonomies/food/ingredients.txt in
// openfoodfacts-server). Data: Open Food Facts contributors, Open Database License (ODbL) 1.0; see
// LICENSE-DATA.md beside this file. English names ("en:" lines) of the entries read, filed under
// this checker's groups by hand, following each entry's parent ("< en:cheese", "< en:poultry fat",
// "< en:egg white") and its properties where it has them ("allergens:en:", "likely_allergens:en:",
// "vegan:en: no"). Sections and entries read:
// - animal fat and milk fat (oils and fats section), beef, pork and game entries (meat section);
// - the cheese section, entries from Abondance to American cheese (children of en:cheese,
//   en:cow cheese and en:blue cheese);
// - poultry fat and its children (oils and fats section), fish oil and its children;
// - the fish section from the hake entries to whiting (grenadiers, lingcod, mackerels, breams and
//   seabreams, swordfish, trouts, arctic char, tub gurnard, turbot, weever, whiting);
// - liqueur and its children (alcohol section);
// - broth, beef broth, poultry broth, chicken broth, meat stock, fond and its poultry and shellfish
//   children, black pudding, omelette (compound section);
// - egg white's child meringue (eggs section);
// - tortilla, biscuit, breadcrumbs, cake and crouton entries and their children (compound section).
// Left out: label phrases ("oil and fat", "pure beef meat", "biscuit preparation"), names no
// recipe uses, and names that are other things in a recipe: "romano" alone (romano beans), "ling"
// (also a person's name), "char" alone (to char peppers), "maraschino" (maraschino cherries hold
// no alcohol), "port" and "rosé" (a harbour, rose water).

/** Cheeses: every entry of the cheese section read, all milk (and what "cheese" finds to avoid). */
export const OFF_CHEESES =
  'abondance, asiago, beaufort, brie, brie de meaux, brie de melun, bryndza, camembert, ' +
  'cantal, cantal salers, laguiole cheese, chaource cheese, cheddar, colby, comte, cotija, ' +
  'double gloucester, edam, emmental, emmentaler cheese, fromage blanc, cream cheese, ' +
  'petit suisse, saint moret, quark, cottage cheese, faiselle, feta, fontina, fontal, ' +
  'gorgonzola, gouda, gruyere, havarti, jarlsberg, lancashire cheese, langres, livarot, ' +
  'maasdam, maroilles, mascarpone, mimolette, monterey jack, pepper jack, morbier, mozzarella, ' +
  'muenster, munster, neufchatel, oscypek, ossau iraty, pont l eveque, provolone, raclette, ' +
  'reblochon, red leicester, regato, ricotta, roquefort, saint nectaire, salers, ' +
  'saint marcellin, stilton, blue stilton, white stilton, taleggio, tilsit, tomme, ' +
  'tomme de savoie, blue cheese, bleu d auvergne, fourme d ambert, fourme de montbrison, ' +
  'bleu de bresse, bleu de gex, halloumi, vasterbotten cheese, wensleydale, american cheese';

/** Group -> the taxonomy's English names of foods of it, comma-separated. */
export const OFF_INGREDIENT_TERMS: Readonly<Record<string, string>> = {
  meat:
    'animal fat, suet, beef fat, beef tallow, beef suet, sheeps fat, calf fat, beef steak, ' +
    'porterhouse steak, t-bone steak, chuck steak, angus beef, beef tongue, beef knuckle, ' +
    'beef kidney, beef heart, beef liver, calf liver, calfs liver, beef tripe, beef bones, ' +
    'oxtail, bresaola, beef extract, ground beef, minced beef, caribou, antelope, bear meat, ' +
    'camel meat, lamb meat, ' +
    // Compound section: stocks of meat, and black pudding (< en:meat).
    'beef broth, beef stock, meat stock, meat broth, black pudding',
  pork:
    'bacon grease, bacon fat, pork chop, pork spare-ribs, boston butt, pork butt, pork rack, ' +
    'pork filet mignon, pig cheek, pork rind, canadian bacon, lardon, lardoon, pork tongue, ' +
    'pork heart, pork kidney, pork tripe, pigs trotters, pork offal, pork skin, coppa, ' +
    'chipolata, parma ham, bayonne ham, dry-cured ham, cured ham, pork shoulder, lean pork',
  poultry:
    // Poultry fat (vegan: no, vegetarian: no) and its children; poultry broth and fonds.
    'poultry fat, chicken fat, duck fat, goose fat, turkey fat, poultry broth, ' +
    'dehydrated poultry stock, chicken broth, chicken stock, poultry fond, duck fond, turkey fond',
  fish:
    'salmon oil, salmon fish oil, cod liver fish oil, herring fish oil, sardine fish oil, ' +
    // Fish section, from hake to whiting.
    'hake, blue grenadier, patagonian grenadier, roundnose grenadier, lingcod, chub mackerel, ' +
    'horse mackerel, jack mackerel, bream, freshwater bream, common bream, threadfin bream, ' +
    'seabream, black seabream, gilthead seabream, common dentex, porgies, mediterranean bass, ' +
    'sea trout, rainbow trout, arctic char, tub gurnard, surmullet, red mullet, weever, whiting',
  crustacean: 'shellfish fond',
  mollusc: 'shellfish fond',
  milk:
    'milkfat, milk fat, butterfat, butter fat, butter oil, anhydrous milk fat, ' +
    `concentrated butter, pastry butter, clarified butter, ghee, ${OFF_CHEESES}`,
  egg: 'meringue, omelette, omelet, advocaat',
  alcohol: 'chocolate liqueur, advocaat, pelinkovac',
  wheat:
    // Entries with "allergens:en: en:gluten" or "likely_allergens:en: en:gluten", and pierogi
    // (< en:stuffed pasta < en:pasta).
    'wheat tortilla, wheat flour tortilla, flour tortilla, speculoos, speculaas, petit beurre, ' +
    'wheat cakes, crouton, pierogi',
};
