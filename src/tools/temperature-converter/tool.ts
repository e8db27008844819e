import { Thermometer } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'temperature-converter',
  category: 'measurement',
  order: 2,
  icon: Thermometer,
  keywords: [
    'temperature',
    'converter',
    'degree',
    'Kelvin',
    'Celsius',
    'Fahrenheit',
    'Rankine',
    'Delisle',
    'Newton',
    'Réaumur',
    'Rømer',
  ],
  load: () => import('./ui'),
});
