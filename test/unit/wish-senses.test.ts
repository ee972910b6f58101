/**
 * Senses of a food word that are no food, read from each language's word list: a comparison of
 * size or texture, a food named as what another replaces, a tool or a flax egg named with a food
 * word. Each rule sets that mention aside and nothing more: the same foods used are still found.
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

const NUTS: Wishes = { diet: ['nut-free'] };
const DAIRY: Wishes = { diet: ['dairy-free'] };

describe('comparisons of size and texture', () => {
  it('sets aside the food a simile measures by, in every language', () => {
    expect(found('fr', 'un morceau de beurre de cacao grosse comme une amande', NUTS)).toEqual([]);
    expect(found('fr', 'une pâte douce comme de la crème', DAIRY)).toEqual([]);
    expect(found('fr', "des boulettes de la taille d'une noisette", NUTS)).toEqual([]);
    expect(found('es', 'bolas del tamaño de una avellana', NUTS)).toEqual([]);
    expect(found('es', 'una masa suave como la nata', DAIRY)).toEqual([]);
    expect(found('es', 'la levadura le da un aroma a queso', DAIRY)).toEqual([]);
    expect(found('it', 'palline grosse come una nocciola', NUTS)).toEqual([]);
    expect(found('it', 'una crema morbida come il burro', DAIRY)).toEqual([]);
    expect(found('pt', 'bolas do tamanho de uma avelã', NUTS)).toEqual([]);
    expect(found('pt', 'uma carne tenra como manteiga', DAIRY)).toEqual([]);
    expect(found('de', 'Kugeln, so groß wie eine Haselnuss', NUTS)).toEqual([]);
    expect(found('de', 'Das Fleisch wird weich wie Butter.', DAIRY)).toEqual([]);
  });

  it('reads German comparison compounds as no food', () => {
    expect(found('de', 'mandelgroße Kugeln formen', NUTS)).toEqual([]);
    expect(found('de', '1 haselnussgroßer Klecks Senf', { avoid: ['Nüsse'] })).toEqual([]);
    expect(found('de', 'Die Birnen werden butterweich.', DAIRY)).toEqual([]);
    expect(found('de', 'sahnezarte Füllung', DAIRY)).toEqual([]);
  });

  it('leaves the foods after the simile and a bare "comme" or "como" ("such as") alone', () => {
    expect(found('fr', 'gingembre gros comme une noix, beurre', DAIRY)).toEqual(['beurre']);
    expect(found('fr', 'des fromages comme le comté', DAIRY)).toEqual(['fromages', 'comté']);
    expect(found('es', 'frutos secos como la almendra', NUTS)).toEqual([
      'frutos secos',
      'almendra',
    ]);
    expect(found('es', 'un toque de queso rallado', DAIRY)).toEqual(['queso rallado']);
    expect(found('de', 'Walnüsse, gehackt', NUTS)).toEqual(['Walnüsse']);
  });
});

describe('a food named as what another replaces', () => {
  it('sets aside the replaced food and a list after it', () => {
    expect(found('es', 'chía hidratada (sustituye al huevo y leche)', { diet: ['vegan'] })).toEqual(
      [],
    );
    expect(found('de', 'Apfelmus als Ersatz für Eier', { diet: ['vegan'] })).toEqual([]);
    expect(found('fr', 'des bananes, qui remplacent les œufs', { diet: ['vegan'] })).toEqual([]);
    expect(found('it', 'la purea di mele sostituisce il burro', DAIRY)).toEqual([]);
    expect(found('pt', 'puré de maçã em substituição da manteiga', DAIRY)).toEqual([]);
  });

  it('reads a flax or chia egg as no egg', () => {
    const vegan: Wishes = { diet: ['vegan'] };
    expect(found('de', '2 Chia-Eier', vegan)).toEqual([]);
    expect(found('fr', "1 œuf de lin (1 c. à soupe de lin, 3 c. à soupe d'eau)", vegan)).toEqual(
      [],
    );
    expect(found('es', '1 huevo de chía', vegan)).toEqual([]);
    expect(found('it', '2 uova di lino', vegan)).toEqual([]);
    expect(found('pt', '1 ovo de linhaça', vegan)).toEqual([]);
    expect(found('de', '2 Eier', vegan)).toEqual(['Eier']);
  });
});

describe('tools named with a food word', () => {
  const SEAFOOD: Wishes = { avoid: ['fruits de mer'] };

  it('reads "moule" as a mould before "à" and after a masculine article', () => {
    expect(found('fr', 'un moule à manqué de 24 cm', SEAFOOD)).toEqual([]);
    expect(found('fr', 'Démouler et laver le moule.', SEAFOOD)).toEqual([]);
    expect(found('fr', 'un moule en silicone', SEAFOOD)).toEqual([]);
  });

  it('still finds the mussels, and the butter that greases a mould', () => {
    expect(found('fr', '1 kg de moules de bouchot', SEAFOOD)).toEqual(['moules']);
    expect(found('fr', 'une moule farcie, la soupe aux moules', SEAFOOD)).toEqual([
      'moule',
      'moules',
    ]);
    expect(found('fr', 'un moule beurré', DAIRY)).toEqual(['beurré']);
    expect(found('fr', '2 kg de moules à la marinière', SEAFOOD)).toEqual(['moules']);
  });

  it('reads German tool compounds and other languages\u2019 tools as no food', () => {
    expect(found('de', 'mit der Käsereibe, dem Eierschneider', { diet: ['vegan'] })).toEqual([]);
    expect(found('de', 'unter der Käseglocke', { avoid: ['Käse'] })).toEqual([]);
    expect(found('de', '100 g Käse', { avoid: ['Käse'] })).toEqual(['Käse']);
    expect(found('es', 'con un rallador de queso', DAIRY)).toEqual([]);
    expect(found('it', 'una grattugia per formaggio', DAIRY)).toEqual([]);
    expect(found('pt', 'com o ralador de queijo', DAIRY)).toEqual([]);
    expect(found('pt', 'o quebra-nozes', NUTS)).toEqual([]);
  });
});
