import { IdCard } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'uuid-generator',
  category: 'crypto',
  order: 4,
  icon: IdCard,
  keywords: [
    'uuid',
    'v4',
    'random',
    'id',
    'alphanumeric',
    'identity',
    'token',
    'string',
    'identifier',
    'unique',
    'v1',
    'v3',
    'v5',
    'nil',
  ],
  load: () => import('./ui'),
});
