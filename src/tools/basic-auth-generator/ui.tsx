import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextOutput } from '@/components/TextOutput';
import { useHoldBusy } from '@/hooks/useHoldBusy';
import { Alert } from '@/ui/Alert';
import { Card } from '@/ui/Card';
import { InputText } from '@/ui/InputText';
import { basicAuthHeader, usernameHasColon } from './logic';

export default function BasicAuthGenerator() {
  const { t } = useTranslation('basic-auth-generator');
  // Credentials are never stored nor put in the URL; an update must not reload them away.
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  useHoldBusy(username !== '' || password !== '', 'unsaved');

  return (
    <Card>
      <InputText
        label={t('username')}
        value={username}
        onChange={setUsername}
        placeholder={t('usernamePlaceholder')}
        clearable
        rawText
      />
      {usernameHasColon(username) ? <Alert type="warning">{t('colonWarning')}</Alert> : null}
      <InputText
        label={t('password')}
        value={password}
        onChange={setPassword}
        placeholder={t('passwordPlaceholder')}
        type="password"
        clearable
        rawText
      />
      <TextOutput
        label={t('header')}
        value={basicAuthHeader(username, password)}
        copyText={t('copyHeader')}
        toast={t('copied')}
        monospace
        rows={2}
      />
    </Card>
  );
}
