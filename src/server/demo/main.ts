/**
 * `npm run demo`: the app with the sample provider on loopback, so anyone can watch a
 * recipe stream without a token. The page learns it is a demo from the health answer and says so.
 * Only this entry point starts the sample provider; `npm start` never falls back to it.
 */
import { readConfigOrExit, serve } from '../serve.js';
import { startSampleProvider } from './sample-provider.js';

const sample = await startSampleProvider();
// The demo never uses a real provider, whatever the environment says.
const config = readConfigOrExit({
  HF_TOKEN: '',
  RECIPE_PROVIDER: '',
  RECIPE_ENDPOINT_URL: sample.url,
  RECIPE_MODEL: 'sample-recipes',
});
await serve(config, {
  name: 'Recipe Generator DEMO (sample recipes, no AI model)',
  demo: true,
  onClosed: () => sample.close(),
});
