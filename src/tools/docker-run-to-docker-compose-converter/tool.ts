import { Container } from 'lucide-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'docker-run-to-docker-compose-converter',
  category: 'development',
  order: 9,
  icon: Container,
  keywords: ['docker', 'run', 'compose', 'yaml', 'yml', 'convert', 'daemon'],
  host: 'text',
  load: () => import('./ui'),
});
