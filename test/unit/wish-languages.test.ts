/**
 * The wishes check's rules in other languages, one by one: German compounds, French and Italian
 * elisions, plural endings, qualifiers and negations, foods named for what they are made of,
 * group names typed by visitors, and English read beside the language.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/recipe/languages.js';
import { findPlacedConflicts, type Wishes } from '../../src/recipe/wishes/find-conflicts.js';
import { loadAllWordLists, WORD_LIST_LOADERS } from '../../src/recipe/wishes/languages/registry.js';

beforeAll(async () => {
  await loadAllWordLists();
});

/** The words found for `wishes` in `text`, read in `language`. */
function found(language: Language, text: string, wishes: Wishes): string[] {
  return findPlacedConflicts(text, { ...wishes, language }).map((conflict) => conflict.found);
}

describe('German compounds', () => {
  it('reads a compound by its head and its food modifier', () => {
    expect(found('de', 'Schlagsahne, Weizenmehl, Haselnüsse', { diet: ['vegan'] })).toEqual([
      'Schlagsahne',
    ]);
    expect(found('de', '200 g Weizenmehl', { diet: ['gluten-free'] })).toEqual(['Weizenmehl']);
    expect(found('de', 'gehackte Haselnüsse', { diet: ['nut-free'] })).toEqual(['Haselnüsse']);
    expect(found('de', '1 EL Butterschmalz', { diet: ['dairy-free'] })).toEqual(['Butterschmalz']);
    expect(found('de', '100 g Speckwürfel', { diet: ['vegetarian'] })).toEqual(['Speckwürfel']);
    expect(found('de', '1 l Hühnerbrühe', { diet: ['vegetarian'] })).toEqual(['Hühnerbrühe']);
  });

  it('takes a plant milk, flour or broth for what it is made of', () => {
    const wishes: Wishes = { diet: ['vegan', 'gluten-free'] };
    expect(found('de', 'Kokosmilch, Mandelmilch, Reismehl, Gemüsebrühe', wishes)).toEqual([]);
    expect(found('de', 'Hafermilch', wishes)).toEqual(['Hafermilch']);
    expect(found('de', 'Sojawürstchen', { diet: ['vegetarian'] })).toEqual([]);
  });

  it('knows the look-alikes: nutmeg, coconut, wine vinegar', () => {
    expect(found('de', 'Muskatnuss, Kokosnuss', { diet: ['nut-free'] })).toEqual([]);
    expect(found('de', 'Weißweinessig', { avoid: ['Alkohol'] })).toEqual([]);
  });

  it('reads "-frei" words as qualifiers, but lactose-free milk is still milk', () => {
    expect(found('de', 'glutenfreies Mehl', { diet: ['gluten-free'] })).toEqual([]);
    expect(found('de', 'Mehl (glutenfrei)', { diet: ['gluten-free'] })).toEqual([]);
    expect(found('de', 'laktosefreie Milch', { diet: ['dairy-free'] })).toEqual(['Milch']);
  });
});

describe('elisions and plurals', () => {
  it("reads French d'œufs, l'huile and Italian dell'uovo", () => {
    // A found phrase ends at the apostrophe: it goes into a rewrite request.
    expect(found('fr', "3 jaunes d'œufs et un blanc d'oeuf", { avoid: ['œufs'] })).toEqual([
      'jaunes d',
      'blanc d',
    ]);
    expect(found('fr', "de l'huile d'olive et du lait", { diet: ['vegan'] })).toEqual(['lait']);
    expect(found('it', "un tuorlo dell'uovo", { diet: ['vegan'] })).toEqual(['tuorlo dell']);
  });

  it('brings singular and plural to one form', () => {
    expect(found('es', 'dos huevos y un huevo', { diet: ['vegan'] })).toEqual(['huevos', 'huevo']);
    expect(found('pt', 'camarões e um camarão', { avoid: ['marisco'] })).toEqual([
      'camarões',
      'camarão',
    ]);
    expect(found('it', 'uova, uovo, acciughe', { diet: ['vegetarian', 'vegan'] })).toEqual([
      'uova',
      'uovo',
      'acciughe',
      'acciughe',
    ]);
  });
});

describe('qualifiers and negations', () => {
  it('sets aside what "ohne", "sans", "sin", "senza" and "sem" leave out', () => {
    expect(found('de', 'Pfannkuchen ohne Eier und Milch', { avoid: ['Eier'] })).toEqual([]);
    expect(found('fr', 'une sauce sans beurre ni crème', { diet: ['dairy-free'] })).toEqual([]);
    expect(found('es', 'tortitas sin huevo', { avoid: ['huevo'] })).toEqual([]);
    expect(found('it', 'una crema senza panna', { diet: ['dairy-free'] })).toEqual([]);
    expect(found('pt', 'bolo sem ovos', { avoid: ['ovos'] })).toEqual([]);
    expect(found('pt', 'bolo sem ovos', { diet: ['gluten-free'] })).toEqual(['bolo']);
  });

  it('reads "sin gluten", "senza glutine", "sem glúten" after the food they qualify', () => {
    const wishes: Wishes = { diet: ['gluten-free'] };
    expect(found('es', 'harina sin gluten', wishes)).toEqual([]);
    expect(found('it', 'pasta senza glutine', wishes)).toEqual([]);
    expect(found('pt', 'farinha sem glúten', wishes)).toEqual([]);
    expect(found('fr', 'farine sans gluten', wishes)).toEqual([]);
    expect(found('es', 'harina de trigo', wishes)).toEqual(['harina de trigo']);
  });

  it('reads vegan qualifiers before and after the food', () => {
    const wishes: Wishes = { diet: ['vegan'] };
    expect(found('de', 'vegane Butter', wishes)).toEqual([]);
    expect(found('fr', 'du fromage végétal râpé', wishes)).toEqual([]);
    expect(found('es', 'queso vegano', wishes)).toEqual([]);
    expect(found('pt', 'manteiga vegetal', wishes)).toEqual([]);
    expect(found('fr', 'du fromage râpé', wishes)).toEqual(['fromage râpé']);
  });

  it('reads a food named for what it is made of', () => {
    expect(found('fr', "lait d'amande, lait de coco", { diet: ['dairy-free'] })).toEqual([]);
    expect(found('es', 'chorizo de pavo', { avoid: ['cerdo'] })).toEqual([]);
    expect(found('es', 'chorizo de pavo', { diet: ['vegetarian'] })).toEqual(['chorizo', 'pavo']);
    expect(found('pt', 'carne de soja', { diet: ['vegetarian'] })).toEqual([]);
    expect(found('pt', 'carne de vaca', { diet: ['vegetarian'] })).toEqual(['carne de vaca']);
  });
});

describe('group names typed in the language', () => {
  it('covers the members of a group', () => {
    expect(found('de', 'Walnüsse und Cashewkerne', { avoid: ['Nüsse'] })).toEqual([
      'Walnüsse',
      'Cashewkerne',
    ]);
    expect(found('fr', 'des moules et des crevettes', { avoid: ['fruits de mer'] })).toEqual([
      'moules',
      'crevettes',
    ]);
    expect(found('es', 'mantequilla y nata', { avoid: ['lácteos'] })).toEqual([
      'mantequilla',
      'nata',
    ]);
    expect(found('it', 'cozze e vongole', { avoid: ['frutti di mare'] })).toEqual([
      'cozze',
      'vongole',
    ]);
    expect(found('es', 'almendras y piñones', { avoid: ['frutos secos'] })).toEqual([
      'almendras',
      'piñones',
    ]);
  });

  it('matches other things to avoid as words, in compounds and by their other names', () => {
    expect(found('de', 'Steinpilze und Champignons', { avoid: ['Pilze'] })).toEqual([
      'Steinpilze',
      'Champignons',
    ]);
    expect(found('it', 'porcini secchi', { avoid: ['funghi'] })).toEqual(['porcini']);
  });
});

describe('English beside the language, and the lists as data', () => {
  it('reads English words a model mixes in, and English alone without a language', () => {
    expect(found('de', '2 EL butter und Sahne', { diet: ['vegan'] })).toEqual(['butter', 'Sahne']);
    expect(findPlacedConflicts('Sahne', { diet: ['vegan'] })).toEqual([]);
  });

  it('has one lazily loaded list per language but English', () => {
    expect(Object.keys(WORD_LIST_LOADERS).sort()).toEqual(['de', 'es', 'fr', 'it', 'pt']);
  });
});
