// Names taken from Open Food Facts' ingredients taxonomy (taxonomies/food/ingredients.txt in
// openfoodfacts-server, English names of the entries read: its animal fat and milk fat sections,
// and the beef, pork and game entries). Data: Open Food Facts contributors, Open Database License
// (ODbL) 1.0; see LICENSE-DATA.md beside this file. Filed under this checker's groups by hand;
// label phrases ("oil and fat", "pure beef meat") and names no recipe uses are left out.

/** Group -> the taxonomy's English names of foods of it, comma-separated. */
export const OFF_INGREDIENT_TERMS: Readonly<Record<string, string>> = {
  meat:
    'animal fat, suet, beef fat, beef tallow, beef suet, sheeps fat, calf fat, beef steak, ' +
    'porterhouse steak, t-bone steak, chuck steak, angus beef, beef tongue, beef knuckle, ' +
    'beef kidney, beef heart, beef liver, calf liver, calfs liver, beef tripe, beef bones, ' +
    'oxtail, bresaola, beef extract, ground beef, minced beef, caribou, antelope, bear meat, ' +
    'camel meat, lamb meat',
  pork:
    'bacon grease, bacon fat, pork chop, pork spare-ribs, boston butt, pork butt, pork rack, ' +
    'pork filet mignon, pig cheek, pork rind, canadian bacon, lardon, lardoon, pork tongue, ' +
    'pork heart, pork kidney, pork tripe, pigs trotters, pork offal, pork skin, coppa, ' +
    'chipolata, parma ham, bayonne ham, dry-cured ham, cured ham, pork shoulder, lean pork',
  milk:
    'milkfat, milk fat, butterfat, butter fat, butter oil, anhydrous milk fat, ' +
    'concentrated butter, pastry butter, clarified butter, ghee',
};
