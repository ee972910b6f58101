import type { Language } from '../../recipe/languages';

/**
 * What each language's page says before its body: its title and description, and its web app
 * manifest's name. Read only at build time (the prerender), never sent as script.
 */
export const PAGE_HEADS: Readonly<
  Record<
    Language,
    { title: string; description: string; shortName: string; appDescription: string }
  >
> = {
  en: {
    title: 'Recipe Generator',
    description: 'List the ingredients you have and get a recipe written for you, live.',
    shortName: 'Recipes',
    appDescription:
      'List the ingredients you have and get a recipe written for you, live. Your recipes stay in your browser.',
  },
  de: {
    title: 'Rezeptgenerator',
    description:
      'Geben Sie Ihre vorhandenen Zutaten an und lassen Sie sich live ein Rezept schreiben.',
    shortName: 'Rezepte',
    appDescription:
      'Geben Sie Ihre vorhandenen Zutaten an und lassen Sie sich live ein Rezept schreiben. Ihre Rezepte bleiben in Ihrem Browser.',
  },
  fr: {
    title: 'Générateur de recettes',
    description:
      'Indiquez les ingrédients que vous avez et recevez une recette écrite pour vous, en direct.',
    shortName: 'Recettes',
    appDescription:
      'Indiquez les ingrédients que vous avez et recevez une recette écrite pour vous, en direct. Vos recettes restent dans votre navigateur.',
  },
  es: {
    title: 'Generador de recetas',
    description:
      'Anota los ingredientes que tienes y recibe una receta escrita para ti, en directo.',
    shortName: 'Recetas',
    appDescription:
      'Anota los ingredientes que tienes y recibe una receta escrita para ti, en directo. Tus recetas se quedan en tu navegador.',
  },
  it: {
    title: 'Generatore di ricette',
    description: 'Elenca gli ingredienti che hai e ricevi una ricetta scritta per te, in diretta.',
    shortName: 'Ricette',
    appDescription:
      'Elenca gli ingredienti che hai e ricevi una ricetta scritta per te, in diretta. Le tue ricette restano nel tuo browser.',
  },
  pt: {
    title: 'Gerador de receitas',
    description: 'Indique os ingredientes que tem e receba uma receita escrita para si, em direto.',
    shortName: 'Receitas',
    appDescription:
      'Indique os ingredientes que tem e receba uma receita escrita para si, em direto. As suas receitas ficam no seu navegador.',
  },
};
