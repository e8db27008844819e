// Docker run to compose: commands up to 10,000 characters are converted in the text worker at every change
// (the previous output stays on screen until the worker answers).

const command = (step) =>
  `docker run -d --name web-${step} -p ${8000 + (step % 1000)}:80 -v /srv/www:/usr/share/nginx/html:ro \\\n` +
  '  -e TZ=Europe/Paris -e NGINX_HOST=example.com --restart unless-stopped --log-opt max-size=10m \\\n' +
  '  --health-cmd "curl -f http://localhost/" --health-interval 30s --ulimit nofile=1024:2048 nginx:1.27-alpine';

/** @type {import('../lib/latency.mjs').Scenario} */
export default {
  description: 'paste a new multi-line docker run command, wait for "Your docker-compose.yml"',
  output: (page) => page.getByRole('textbox', { name: 'Your docker-compose.yml', exact: true }),
  until: 'non-empty-changed',
  act: (page, step) => page.getByRole('textbox', { name: 'Your docker run command', exact: true }).fill(command(step)),
};
