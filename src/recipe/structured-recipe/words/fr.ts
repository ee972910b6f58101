import type { ReaderWords } from './reader-words.js';

export const fr: ReaderWords = {
  ingredients: ['ingrédients', 'ce qu.il (?:vous )?faut'],
  steps: ['préparation', 'étapes', 'réalisation', 'méthode', 'instructions'],
  notes: ['astuces?', 'conseils?', 'remarques?', 'variantes?', 'pour servir', 'conservation'],
  other: ['ustensiles', 'matériel', 'valeurs nutri'],
  forGroup: ['pour'],
  step: ['étape', 'etape'],
  noteLine: ['astuce', 'conseil', 'remarque', 'note'],
  titlePrefix: ['recette', 'titre'],
  chatter: ['voici', 'bien sûr', 'avec plaisir', 'voilà'],
  closing: ['bon appétit', 'bonne dégustation', 'régalez-vous'],
  servings: ['personne', 'portion', 'part\\b', 'parts\\b'],
  yieldLabels: ['portions', 'personnes', 'parts', 'rendement'],
  prepTime: ['temps de préparation', 'préparation', 'prép\\.?'],
  cookTime: ['temps de cuisson', 'cuisson'],
  totalTime: ['temps total', 'durée totale', 'total'],
  otherTime: ['temps de repos', 'repos', 'réfrigération', 'marinade'],
  about: ['environ', 'env\\.', 'ca\\.'],
  hours: ['h\\b', 'heure'],
  minutes: ['min'],
  rangeTo: ['à'],
  noteLabel: 'Remarque',
  cutOffNotice:
    'Cette recette a été coupée avant la fin : des étapes ou des ingrédients peuvent manquer.',
};
