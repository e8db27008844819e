import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describeAlgorithm, isDescribedClaim } from './claims';
import type { Claim } from './logic';
import styles from './ui.module.css';

/** One section of the decoded token ("Header" or "Payload"): name, description and value per claim. */
export function ClaimsTable({
  title,
  claims,
  formatDate,
}: {
  title: string;
  claims: Claim[];
  formatDate: (ms: number) => string;
}) {
  const { t } = useTranslation('jwt-parser');
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {title}
      </h3>
      <table className={styles.table} aria-labelledby={headingId}>
        <tbody>
          {claims.map((claim) => (
            <tr key={claim.name}>
              <th scope="row" className={styles.name}>
                <strong>{claim.name}</strong>
                {isDescribedClaim(claim.name) ? <span className={styles.description}> ({t(`claims.${claim.name}`)})</span> : null}
              </th>
              <td className={styles.value}>
                <span className={styles.raw}>{claim.value}</span>
                <ValueNote claim={claim} formatDate={formatDate} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** A date claim's local and UTC forms, or an algorithm's meaning. */
function ValueNote({ claim, formatDate }: { claim: Claim; formatDate: (ms: number) => string }) {
  const { t } = useTranslation('jwt-parser');
  if (claim.date) {
    return (
      <span className={styles.note}>
        {formatDate(claim.date.ms)} · {claim.date.iso}
      </span>
    );
  }
  if (claim.name === 'alg') {
    const description = describeAlgorithm(claim.value);
    if (description) {
      const { key, ...params } = description;
      return <span className={styles.note}>{t(key, params)}</span>;
    }
  }
  return null;
}
