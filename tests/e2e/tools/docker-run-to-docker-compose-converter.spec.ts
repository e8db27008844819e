import { expect, test } from '../support/test';

test('converts docker run to compose, lists what it could not translate, rejects other commands', async ({ page }) => {
  await page.goto('/docker-run-to-docker-compose-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'Docker run to Docker compose converter' })).toBeVisible();
  const input = page.getByRole('textbox', { name: 'Your docker run command', exact: true });
  const output = page.getByRole('textbox', { name: 'Your docker-compose.yml', exact: true });
  const download = page.getByRole('button', { name: 'Download docker-compose.yml' });

  // The default command: one service named after the image, no version key, 2-space indent.
  await expect(output).toHaveValue(
    [
      'services:',
      '  nginx:',
      '    image: nginx',
      '    ports:',
      // Quoted, as Docker's docs write them: YAML 1.1 reads 22:22 as a base-60 number.
      '      - "80:80"',
      '    volumes:',
      '      - /var/run/docker.sock:/tmp/docker.sock:ro',
      '    restart: always',
      '    logging:',
      '      options:',
      '        max-size: 1g',
      '',
    ].join('\n'),
  );
  await expect(download).toBeEnabled();

  // Continued lines, sudo, a registry and tag, and options of each alert kind.
  await input.fill(
    'sudo docker run -d --rm --ip 10.0.0.5 --bogus=1 \\\n  -e TZ=UTC --name db registry.example.com/lib/postgres:16',
  );
  await expect(output).toHaveValue(
    [
      'services:',
      '  postgres:',
      '    image: registry.example.com/lib/postgres:16',
      '    environment:',
      '      - TZ=UTC',
      '    container_name: db',
      '',
    ].join('\n'),
  );
  const info = page.getByRole('status').filter({ hasText: 'These options cannot be translated to docker-compose' });
  await expect(info).toContainText('The option "--detach" could not be translated to docker-compose.yml.');
  await expect(info).toContainText('The option "--rm" could not be translated to docker-compose.yml.');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "These options are not yet implemented and therefore haven't been translated to docker-compose" }),
  ).toContainText('--ip');
  await expect(
    page.getByRole('status').filter({ hasText: 'These unknown options were left out of the docker-compose file' }),
  ).toContainText('The option "--bogus=1" is unknown and was not converted.');
  await expect(page.getByRole('alert').filter({ hasText: 'The following errors occurred' })).toHaveCount(0);

  // An unknown option that may take the next word: no guess at the image, only the error.
  await input.fill('docker run --bogus -p 22:22 nginx');
  await expect(page.getByRole('alert').filter({ hasText: 'The following errors occurred' })).toContainText(
    'Unknown option "--bogus": it may take a value, so the image cannot be told apart and nothing was converted.',
  );
  await expect(output).toHaveValue('');
  await expect(download).toBeDisabled();

  // Not a docker run command: the message under the field, the output blank and nothing to download.
  await input.fill('docker ps -a');
  await expect(page.getByText('The command must start with "docker run"', { exact: true })).toBeVisible();
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(output).toHaveValue('');
  await expect(download).toBeDisabled();

  await input.fill('docker container run -it alpine sh');
  await expect(output).toHaveValue(
    [
      'services:',
      '  alpine:',
      '    image: alpine',
      '    stdin_open: true',
      '    tty: true',
      '    command:',
      '      - sh',
      '',
    ].join('\n'),
  );
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your docker run command', exact: true })).toHaveValue(
    'docker container run -it alpine sh',
  );
});
