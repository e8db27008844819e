import { Landmark } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'roman-numeral-converter',
  category: 'converter',
  order: 3,
  icon: Landmark,
  keywords: ['roman', 'arabic', 'converter', 'X', 'I', 'V', 'L', 'C', 'D', 'M'],
  load: () => import('./ui'),
});
