import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSignedInUser } from '../../../lib/current-user';

/** A master's site switch (issue 16 "a master any site"): the site id the screen shows, as `?site_id=`. */
export function SiteSwitch({ siteId, href }: { readonly siteId: string; readonly href: (siteId: string) => string }) {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const [value, setValue] = useState(siteId);
  if (user.role !== 'master') return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) void navigate(href(value.trim()));
  };
  return (
    <form className="dashboard-site-switch" onSubmit={submit}>
      <label htmlFor="dashboard-site">Site id</label>
      <input id="dashboard-site" className="input" value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit" className="button button--small">
        Show site
      </button>
    </form>
  );
}
