import { Cable } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'random-port-generator',
  category: 'development',
  order: 2,
  icon: Cable,
  keywords: ['system', 'port', 'lan', 'generator', 'random', 'development', 'computer'],
  load: () => import('./ui'),
});
