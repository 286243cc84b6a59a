import { useState, type FormEvent } from 'react';
import { ErrorList } from '../../../components/error-list';
import type { SsoDetail } from '../../../lib/sso-details';
import { testSso } from '../api/test-sso';
import { extraPairs } from '../utils/extra-pairs';
import { paths } from '../../../config/paths';

export const FAILED_TEST = 'Failed test!';

/** Spec 3 §5/§7: POST {site}/sso with key, url and extra key=value lines. */
interface SsoTestPanelProps {
  readonly siteId: string;
  readonly details: readonly SsoDetail[];
  /** The last change made on this screen: the test waits until sign-on sees it. */
  readonly position: number | null;
}

export function SsoTestPanel({ siteId, details, position }: SsoTestPanelProps) {
  const [key, setKey] = useState(details[0]?.wskey ?? '');
  const [url, setUrl] = useState<string>(paths.home.href());
  const [extras, setExtras] = useState('identifier=');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      setResult({ ok: true, text: await testSso(siteId, { ...extraPairs(extras), key, url }, position) });
    } catch {
      setResult({ ok: false, text: FAILED_TEST });
    }
  };

  return (
    <section className="sso-test" aria-labelledby="sso-test-title">
      <h2 id="sso-test-title">Test</h2>
      <form className="form-grid" onSubmit={(event) => void submit(event)}>
        <label>
          Key
          <input value={key} onChange={(event) => setKey(event.target.value)} autoComplete="off" />
        </label>
        <label>
          URL
          <input value={url} onChange={(event) => setUrl(event.target.value)} />
        </label>
        <label>
          Extra values (one key=value per line)
          <textarea rows={4} value={extras} onChange={(event) => setExtras(event.target.value)} />
        </label>
        <div>
          <button type="submit" className="button button--primary">
            Test
          </button>
        </div>
      </form>
      {result &&
        (result.ok ? (
          <p className="sso-test__result" role="status">
            Success: {result.text}
          </p>
        ) : (
          <ErrorList errors={[result.text]} />
        ))}
    </section>
  );
}
