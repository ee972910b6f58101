/** `npm start`: the server, with the provider the configuration names. */
import { readConfigOrExit, serve } from './serve.js';

await serve(readConfigOrExit(), { name: 'Recipe Generator' });
