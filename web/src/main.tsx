import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { call, forgetKey, setUnauthorizedHandler, storedKey, storeKey } from './api.ts';
import { CustomIngredientsPage } from './custom.tsx';
import { RecipePage, RecipesPage } from './recipes.tsx';
import { Field, fieldValue, go, Notice, useRoute, useTitle } from './ui.tsx';

function SignIn(props: { message: string | null; onSignedIn: () => void }) {
  const [key, setKey] = useState('');
  const [error, setError] = useState<string | null>(props.message);
  const [busy, setBusy] = useState(false);
  useTitle('Sign in');

  async function submit(e: Event) {
    e.preventDefault();
    const value = key.trim();
    if (value === '') {
      setError('Paste your API key first.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await call('GET', '/entitlements/status', { key: value });
      storeKey(value);
      props.onSignedIn();
    } catch (err) {
      const status = (err as { status?: number }).status;
      setError(
        status === 401
          ? 'This key was not accepted. It may be mistyped, or it may have been revoked. Check it, or ask whoever manages your account for a new key.'
          : err instanceof Error
            ? err.message
            : String(err),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main class="signin" id="main">
      <h1>Label Studio</h1>
      <p class="lead">
        Paste a recipe, check what was understood, and get a Nutrition Facts label you can download.
      </p>
      <form onSubmit={submit} class="card" aria-labelledby="signin-title">
        <h2 id="signin-title">Sign in with your API key</h2>
        <Field
          id="api-key"
          label="API key"
          hint="It starts with nlk_. It is kept in this browser tab only and forgotten when you close it."
        >
          <input
            id="api-key"
            name="api-key"
            type="password"
            autocomplete="off"
            spellcheck={false}
            aria-describedby="api-key-hint"
            value={key}
            onInput={(e) => setKey(fieldValue(e))}
          />
        </Field>
        {error !== null && <Notice kind="error">{error}</Notice>}
        <button type="submit" class="button primary" disabled={busy}>
          {busy ? 'Checking…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}

function Shell() {
  const [signedIn, setSignedIn] = useState(storedKey() !== null);
  const [message, setMessage] = useState<string | null>(null);
  const route = useRoute();

  useEffect(() => {
    setUnauthorizedHandler((detail) => {
      forgetKey();
      setMessage(`You have been signed out: ${detail} Sign in again with a valid key.`);
      setSignedIn(false);
    });
  }, []);

  if (!signedIn) {
    return (
      <SignIn
        message={message}
        onSignedIn={() => {
          setMessage(null);
          setSignedIn(true);
          go('recipes');
        }}
      />
    );
  }

  const [area, id, ...rest] = route;
  let page = <RecipesPage />;
  if (area === 'recipes' && id !== undefined) {
    page = <RecipePage id={id} rest={rest} />;
  } else if (area === 'ingredients') {
    page = <CustomIngredientsPage id={id} />;
  }

  return (
    <>
      <button type="button" class="skip" onClick={() => document.getElementById('main')?.focus()}>
        Skip to content
      </button>
      <header class="topbar">
        <a class="brand" href="#/recipes">
          Label Studio
        </a>
        <nav aria-label="Main">
          <a href="#/recipes" aria-current={area === 'recipes' ? 'page' : undefined}>
            Recipes
          </a>
          <a href="#/ingredients" aria-current={area === 'ingredients' ? 'page' : undefined}>
            My ingredients
          </a>
        </nav>
        <button
          type="button"
          class="button quiet"
          onClick={() => {
            forgetKey();
            setMessage('You have signed out.');
            setSignedIn(false);
          }}
        >
          Sign out
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        {page}
      </main>
    </>
  );
}

const root = document.getElementById('root');
if (root !== null) {
  root.textContent = '';
  render(<Shell />, root);
}
