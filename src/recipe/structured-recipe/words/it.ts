import type { ReaderWords } from './reader-words.js';

export const it: ReaderWords = {
  ingredients: ['ingredienti', 'occorrente'],
  steps: ['procedimento', 'preparazione', 'istruzioni', 'passaggi', 'esecuzione', 'metodo'],
  notes: ['consigli', 'suggeriment', 'varianti', 'note\\b', 'conservazione'],
  other: ['utensili', 'attrezzatura', 'valori nutri'],
  forGroup: ['per'],
  step: ['passo', 'fase'],
  noteLine: ['consiglio', 'nota'],
  titlePrefix: ['ricetta', 'titolo'],
  chatter: ['ecco', 'certo', 'certamente', 'volentieri'],
  closing: ['buon appetito', 'buona degustazione'],
  servings: ['porzion', 'persone', 'persona'],
  yieldLabels: ['porzioni', 'persone', 'dosi per', 'dosi'],
  prepTime: ['tempo di preparazione', 'preparazione'],
  cookTime: ['tempo di cottura', 'cottura'],
  totalTime: ['tempo totale', 'totale'],
  otherTime: ['tempo di riposo', 'riposo', 'lievitazione'],
  about: ['circa', 'ca\\.'],
  hours: ['or[ae]\\b', 'h\\b'],
  minutes: ['min'],
  rangeTo: ['a'],
  noteLabel: 'Nota',
  cutOffNotice:
    'Questa ricetta è stata interrotta prima della fine: potrebbero mancare passaggi o ingredienti.',
};
