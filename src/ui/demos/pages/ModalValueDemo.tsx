import { ModalValue } from '../../ModalValue';
import { DemoSection } from '../DemoSection';

const certificate = `-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo
4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u
-----END PUBLIC KEY-----`;

export function ModalValueDemo() {
  return (
    <DemoSection title="Values in a dialog">
      <ModalValue label="Show the public key" value={certificate} />
      <ModalValue label="Show without copy" value="Read-only value" copyable={false} />
    </DemoSection>
  );
}
