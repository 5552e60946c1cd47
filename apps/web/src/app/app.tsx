/** The composition root of the web app: providers and router arrive with the web issues. */
export function App() {
  return (
    <main>
      <h1>Plateforme Inondations Sénégal</h1>
    </main>
  );
}
