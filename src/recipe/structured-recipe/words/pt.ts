import type { ReaderWords } from './reader-words.js';

export const pt: ReaderWords = {
  ingredients: ['ingredientes', 'o que (?:você )?(?:vai )?precis'],
  steps: ['modo de preparo', 'preparo', 'preparação', 'instruções', 'passos', 'passo a passo'],
  notes: ['dicas?', 'sugest', 'variações', 'observaç', 'notas?\\b', 'conservação'],
  other: ['utensílios', 'equipamento', 'informação nutri', 'valor nutri'],
  forGroup: ['para'],
  step: ['passo', 'etapa'],
  noteLine: ['dica', 'nota', 'observação'],
  titlePrefix: ['receita', 'título'],
  chatter: ['aqui (?:está|estão|vai)', 'claro', 'com certeza', 'certamente'],
  closing: ['bom apetite', 'aproveite'],
  servings: ['porç', 'pessoa', 'porcion'],
  yieldLabels: ['porções', 'pessoas', 'rendimento', 'rende', 'serve'],
  prepTime: ['tempo de preparo', 'tempo de preparação', 'preparo', 'preparação'],
  cookTime: ['tempo de cozimento', 'tempo de cozedura', 'tempo de forno', 'cozimento', 'cozedura'],
  totalTime: ['tempo total', 'total'],
  otherTime: ['tempo de descanso', 'descanso', 'refrigeração'],
  about: ['cerca de', 'aprox\\.?', 'aproximadamente'],
  hours: ['h\\b', 'hora'],
  minutes: ['min'],
  rangeTo: ['a'],
};
