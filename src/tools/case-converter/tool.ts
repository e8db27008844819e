import { CaseSensitive } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'case-converter',
  category: 'converter',
  order: 7,
  icon: CaseSensitive,
  keywords: [
    'case',
    'converter',
    'camelCase',
    'capitalCase',
    'constantCase',
    'dotCase',
    'headerCase',
    'noCase',
    'paramCase',
    'pascalCase',
    'pathCase',
    'sentenceCase',
    'snakeCase',
  ],
  load: () => import('./ui'),
});
