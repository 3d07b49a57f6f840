import { routes } from '@palisade/contract';
import { useEffect, useState } from 'react';
import { call } from '../lib/api-client';

/**
 * The dashboard's entry. Until its screens land it tells the visitor what is running and
 * checks that the API answers, through the same typed client the screens will use.
 */
export function App() {
  const [providers, setProviders] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    call(routes.oauthProviders)
      .then((list) => setProviders(list.map((p) => p.name)))
      .catch((error: Error) => setProblem(error.message));
  }, []);

  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 640,
        margin: '10vh auto',
        padding: 16,
      }}
    >
      <h1 style={{ color: '#7367F0' }}>Palisade</h1>
      <p>DDoS protection and proxy for Minecraft Java and Bedrock servers.</p>
      <p>
        {problem
          ? `The API did not answer: ${problem}`
          : providers === null
            ? 'Checking the API…'
            : `The API is up. Sign-in providers: ${providers.length ? providers.join(', ') : 'e-mail and password'}.`}
      </p>
      <p>
        <a href="/api/docs">API reference</a>
      </p>
    </main>
  );
}
