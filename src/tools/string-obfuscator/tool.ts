import { EyeOff } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'string-obfuscator',
  category: 'text',
  order: 4,
  icon: EyeOff,
  keywords: ['string', 'obfuscator', 'secret', 'token', 'hide', 'obscure', 'mask', 'masking'],
  createdAt: '2023-08-16',
  sensitive: true,
  load: () => import('./ui'),
});
