import type { ReaderWords } from './reader-words.js';

export const es: ReaderWords = {
  ingredients: ['ingredientes', 'lo que necesitas'],
  steps: ['preparación', 'elaboración', 'instrucciones', 'pasos', 'modo de preparación'],
  notes: ['consejos?', 'trucos?', 'sugerencias?', 'variaciones', 'notas?\\b', 'conservación'],
  other: ['utensilios', 'equipo', 'información nutri', 'valor nutri'],
  forGroup: ['para'],
  step: ['paso'],
  noteLine: ['consejo', 'truco', 'nota'],
  titlePrefix: ['receta', 'título'],
  chatter: ['aquí (?:tienes|está|te)', 'claro', 'por supuesto', '¡claro'],
  closing: ['¡?buen provecho', '¡?que aproveche', '¡?a disfrutar', '¡?disfruta'],
  servings: ['raci[oó]n', 'porci[oó]n', 'persona', 'comensal'],
  yieldLabels: ['raciones', 'porciones', 'personas', 'comensales', 'rinde', 'rendimiento'],
  prepTime: ['tiempo de preparación', 'preparación'],
  cookTime: ['tiempo de cocción', 'cocción', 'tiempo de horneado', 'horneado'],
  totalTime: ['tiempo total', 'total'],
  otherTime: ['tiempo de reposo', 'reposo', 'refrigeración'],
  about: ['unos', 'aprox\\.?', 'aproximadamente', 'alrededor de'],
  hours: ['h\\b', 'hora'],
  minutes: ['min'],
  rangeTo: ['a'],
};
