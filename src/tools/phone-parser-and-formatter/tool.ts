import { Phone } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'phone-parser-and-formatter',
  category: 'data',
  order: 1,
  icon: Phone,
  keywords: [
    'phone',
    'parser',
    'formatter',
    'validate',
    'format',
    'number',
    'telephone',
    'mobile',
    'cell',
    'international',
    'national',
  ],
  createdAt: '2023-05-01',
  load: () => import('./ui'),
});
