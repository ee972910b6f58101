/**
 * The wishes check's word lists as the page's bundler finds them: every `<tag>.ts` of two letters
 * beside the registry, each a chunk of its own. Node finds them by the registry's own pattern.
 */
import { loadWordList, setWordListImporter } from '../../recipe/wishes/languages/registry';
import type { WordList } from '../../recipe/wishes/languages/word-list';

const LISTS = import.meta.glob<{ default: WordList }>('../../recipe/wishes/languages/??.ts');

setWordListImporter((tag) => {
  const load = LISTS[`../../recipe/wishes/languages/${tag}.ts`];
  return load ? load() : Promise.reject(new Error(`No word list for ${tag}`));
});

export { loadWordList };
