// TOML to JSON: see bench/lib/converter-scenario.mjs.
import { converterScenario } from '../lib/converter-scenario.mjs';

export default converterScenario('toml', 'json');
