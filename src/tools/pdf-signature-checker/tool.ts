import { FileSignature } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'pdf-signature-checker',
  category: 'crypto',
  order: 11,
  icon: FileSignature,
  keywords: ['pdf', 'signature', 'checker', 'verify', 'validate', 'sign'],
  createdAt: '2023-12-09',
  host: 'pdf',
  load: () => import('./ui'),
});
