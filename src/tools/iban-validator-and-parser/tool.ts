import { Landmark } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'iban-validator-and-parser',
  category: 'data',
  order: 2,
  icon: Landmark,
  keywords: ['iban', 'validator', 'and', 'parser', 'bic', 'bank'],
  createdAt: '2023-08-26',
  load: () => import('./ui'),
});
