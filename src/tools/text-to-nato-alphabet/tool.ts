import { Radio } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-to-nato-alphabet',
  category: 'converter',
  order: 8,
  icon: Radio,
  keywords: ['string', 'nato', 'alphabet', 'phonetic', 'oral', 'transmission'],
  load: () => import('./ui'),
});
