import type { ReaderWords } from './reader-words.js';

export const de: ReaderWords = {
  ingredients: ['zutaten', 'was (?:sie|du) brauch'],
  steps: ['zubereitung', 'anleitung', 'arbeitsschritte', 'schritte', 'so wird', 'so geht'],
  notes: ['tipps?\\b', 'hinweise?', 'anmerkung', 'notizen', 'variante', 'servier', 'aufbewahr'],
  other: ['küchengeräte', 'küchenutensilien', 'geräte', 'nährwert'],
  forGroup: ['für'],
  step: ['schritt'],
  noteLine: ['tipp', 'hinweis', 'anmerkung'],
  titlePrefix: ['rezept', 'titel'],
  chatter: ['hier (?:ist|sind|kommt)', 'gerne', 'natürlich', 'klar'],
  closing: ['guten appetit', 'lass(?:t)? es (?:dir|euch) schmecken', 'viel spaß'],
  servings: ['portion', 'person'],
  yieldLabels: ['portionen', 'personen', 'menge', 'ergibt'],
  prepTime: ['vorbereitungszeit', 'zubereitungszeit', 'arbeitszeit', 'vorbereitung'],
  cookTime: ['kochzeit', 'backzeit', 'garzeit', 'koch-/backzeit', 'kochen', 'backen'],
  totalTime: ['gesamtzeit', 'gesamt'],
  otherTime: ['ruhezeit', 'wartezeit', 'marinierzeit', 'kühlzeit'],
  about: ['ca\\.', 'circa', 'etwa', 'ungefähr'],
  hours: ['std', 'stunde'],
  minutes: ['min'],
  rangeTo: ['bis'],
  noteLabel: 'Hinweis',
  cutOffNotice:
    'Dieses Rezept wurde vor dem Ende abgeschnitten: Schritte oder Zutaten können fehlen.',
};
