/**
 * The word lists' kinds and look-alikes in five languages: beers, breads and pastries, fresh egg
 * pasta, cured meats and broths, dairy (flavoured Quark, butter sauces, butter as a verb), crabs
 * and small squid; and names holding a food word that are another food, or none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../src/recipe/languages.js';
import { findPlacedConflicts, type Wishes } from '../../src/recipe/wishes/find-conflicts.js';
import { loadAllWordLists } from '../../src/recipe/wishes/languages/registry.js';

beforeAll(async () => {
  await loadAllWordLists();
});

function found(language: Language, text: string, wishes: Wishes): string[] {
  return findPlacedConflicts(text, { ...wishes, language }).map((conflict) => conflict.found);
}

const GLUTEN_FREE: Wishes = { diet: ['gluten-free'] };
const VEGAN: Wishes = { diet: ['vegan'] };
const VEGETARIAN: Wishes = { diet: ['vegetarian'] };
const DAIRY_FREE: Wishes = { diet: ['dairy-free'] };
const NUT_FREE: Wishes = { diet: ['nut-free'] };

describe('beers', () => {
  it('finds beers by kind for gluten-free', () => {
    expect(found('de', '2 Flaschen Pils und 500 ml Hefeweizen', GLUTEN_FREE)).toEqual([
      'Pils',
      'Hefeweizen',
    ]);
    expect(found('fr', '33 cl de bière brune', GLUTEN_FREE)).toEqual(['bière brune']);
    expect(found('es', 'un tercio de cerveza negra', GLUTEN_FREE)).toEqual(['cerveza negra']);
    expect(found('it', 'mezzo litro di birra weiss', GLUTEN_FREE)).toEqual(['birra weiss']);
    expect(found('pt', '1 copo de cerveja preta', GLUTEN_FREE)).toEqual(['cerveja preta']);
  });
});

describe('breads, wafers, pastries and fresh egg pasta', () => {
  it('finds them for gluten-free', () => {
    expect(found('de', '4 Laugenstangen, 10 Oblaten', GLUTEN_FREE)).toEqual([
      'Laugenstangen',
      'Oblaten',
    ]);
    expect(found('fr', '12 spéculoos écrasés', GLUTEN_FREE)).toEqual(['spéculoos']);
    expect(found('es', '6 rosquilletas', GLUTEN_FREE)).toEqual(['rosquilletas']);
    expect(found('it', '4 cialde per cannoli', GLUTEN_FREE)).toEqual(['cialde per cannoli']);
    expect(found('pt', '2 fatias de pão de milho', GLUTEN_FREE)).toEqual(['pão de milho']);
  });

  it('knows which of them hold egg, butter or lard', () => {
    expect(found('it', '400 g di tagliolini', VEGAN)).toEqual(['tagliolini']);
    expect(found('fr', '8 madeleines', VEGAN)).toEqual(['madeleines']);
    expect(found('pt', '6 pastéis de nata', VEGAN)).toEqual(['pastéis de nata']);
    expect(found('es', '1 ensaimada', VEGETARIAN)).toEqual(['ensaimada']);
  });
});

describe('cured and cooked meats, broths', () => {
  it('finds them for vegetarian and for a pork entry', () => {
    expect(found('de', '1 l Kraftbrühe', VEGETARIAN)).toEqual(['Kraftbrühe']);
    expect(found('it', '1 l di brodo di tacchino', VEGETARIAN)).toEqual(['brodo di tacchino']);
    expect(found('pt', '300 g de charque', VEGETARIAN)).toEqual(['charque']);
    expect(found('fr', '100 g de grattons', { avoid: ['porc'] })).toEqual(['grattons']);
    expect(found('it', '50 g di lardo di Arnad', { avoid: ['maiale'] })).toEqual([
      'lardo di Arnad',
    ]);
  });

  it('reads meat, viande and carne as English "meat": pork and poultry too', () => {
    expect(found('de', '200 g Speck', { avoid: ['Fleisch'] })).toEqual(['Speck']);
    expect(found('fr', '4 cuisses de poulet', { avoid: ['viande'] })).toEqual([
      'cuisses de poulet',
    ]);
    expect(found('es', '100 g de lomo embuchado', { avoid: ['carne'] })).toEqual([
      'lomo embuchado',
    ]);
    expect(found('pt', '4 fatias de fiambre', { avoid: ['carne'] })).toEqual(['fiambre']);
  });
});

describe('dairy', () => {
  it('finds flavoured Quark, regional cheeses and sauces of butter and yolks', () => {
    expect(found('de', '250 g Knoblauchquark', DAIRY_FREE)).toEqual(['Knoblauchquark']);
    expect(found('it', '150 g di casatella', DAIRY_FREE)).toEqual(['casatella']);
    expect(found('es', 'salsa holandesa al gusto', DAIRY_FREE)).toEqual(['salsa holandesa']);
    expect(found('pt', 'molho holandês para servir', VEGAN)).toEqual(['molho holandês']);
  });

  it('finds butter used as a verb', () => {
    expect(found('fr', 'Beurrez un plat à gratin.', DAIRY_FREE)).toEqual(['Beurrez']);
    expect(found('it', 'Imburrate una pirofila.', DAIRY_FREE)).toEqual(['Imburrate']);
  });
});

describe('crabs and small squid', () => {
  it('finds them for seafood entries and vegetarian', () => {
    expect(found('fr', '2 crabes dormeurs', { avoid: ['crustacés'] })).toEqual(['crabes dormeurs']);
    expect(found('es', '1 buey de mar cocido', { avoid: ['crustáceos'] })).toEqual(['buey de mar']);
    expect(found('es', '400 g de chopitos', VEGETARIAN)).toEqual(['chopitos']);
    expect(found('it', '500 g di seppioline', VEGETARIAN)).toEqual(['seppioline']);
    expect(found('pt', '500 g de lulinhas', VEGETARIAN)).toEqual(['lulinhas']);
  });
});

describe("molluscs named as in Open Food Facts' ingredients taxonomy", () => {
  it('finds them for a seafood entry in each language', () => {
    expect(found('de', '4 Abalonen', { avoid: ['Meeresfrüchte'] })).toEqual(['Abalonen']);
    expect(found('fr', '1 pieuvre', { avoid: ['fruits de mer'] })).toEqual(['pieuvre']);
    expect(found('es', '6 veneras', { avoid: ['mariscos'] })).toEqual(['veneras']);
    expect(found('it', '300 g di polpo comune', VEGETARIAN)).toEqual(['polpo comune']);
  });
});

describe("crustaceans named as in Open Food Facts' ingredients taxonomy", () => {
  it('finds them for vegetarian', () => {
    expect(found('pt', '2 caranguejolas', VEGETARIAN)).toEqual(['caranguejolas']);
    expect(found('it', '1 omaro', VEGETARIAN)).toEqual(['omaro']);
  });
});

describe("biscuits, crumbs and cakes named as in Open Food Facts' ingredients taxonomy", () => {
  it('finds them with the groups the taxonomy gives', () => {
    expect(found('de', '2 EL Panur', GLUTEN_FREE)).toEqual(['Panur']);
    expect(found('es', '100 g de rebozador', GLUTEN_FREE)).toEqual(['rebozador']);
    expect(found('fr', '1 génoise', VEGAN)).toEqual(['génoise']);
    expect(found('it', '2 crespelle', VEGAN)).toEqual(['crespelle']);
  });
});

describe('look-alikes', () => {
  it('reads a vegetable or mushroom named after butter, egg or nuts as none', () => {
    expect(found('fr', '400 g de haricot beurre', DAIRY_FREE)).toEqual([]);
    expect(found('pt', '1 abóbora manteiga', VEGAN)).toEqual([]);
    expect(found('de', '6 Eiertomaten, 200 g Butterpilze', VEGAN)).toEqual([]);
    expect(found('it', '3 pesca noce', NUT_FREE)).toEqual([]);
  });

  it('reads gluten-free things named like wheat or beer as none', () => {
    expect(found('de', '100 g Reisgrieß', GLUTEN_FREE)).toEqual([]);
    expect(found('it', '7 g di lievito di birra secco', GLUTEN_FREE)).toEqual([]);
    expect(found('pt', 'farinha de trigo sarraceno', GLUTEN_FREE)).toEqual([]);
  });

  it('reads cuts named after nuts and dishes named after milk as what they are', () => {
    expect(found('it', '800 g di noce di manzo', NUT_FREE)).toEqual([]);
    expect(found('it', '800 g di noce di manzo', VEGETARIAN)).toEqual(['noce di manzo']);
    expect(found('de', '100 g Nussschinken', { avoid: ['Nüsse'] })).toEqual([]);
    expect(found('de', '100 g Nussschinken', VEGETARIAN)).toEqual(['Nussschinken']);
    expect(found('es', '100 g de queso de cerdo', DAIRY_FREE)).toEqual([]);
    expect(found('es', '100 g de queso de cerdo', VEGETARIAN)).toEqual(['queso de cerdo']);
    expect(found('pt', 'leite de tigre', DAIRY_FREE)).toEqual([]);
    expect(found('pt', 'leite de tigre', VEGETARIAN)).toEqual(['leite de tigre']);
  });

  it('keeps everyday words out of the kinds', () => {
    expect(
      found('fr', 'Porter à ébullition, ajouter la ficelle et une salade panachée.', GLUTEN_FREE),
    ).toEqual([]);
    expect(found('it', '3 pomodori affettati', VEGETARIAN)).toEqual([]);
    expect(found('es', 'salsa a la napolitana', DAIRY_FREE)).toEqual([]);
  });

  it('reads plant "meat" as none', () => {
    expect(found('es', '200 g de carne de membrillo', VEGETARIAN)).toEqual([]);
    expect(found('pt', 'a carne de abóbora', VEGAN)).toEqual([]);
  });
});
