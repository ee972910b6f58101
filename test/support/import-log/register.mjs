// `node --import` this file to record every module the process resolves, one URL per line, in the
// file named by IMPORT_LOG: what a server loads is then a fact a test can read.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
