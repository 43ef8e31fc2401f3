export function App({ path }: { path: string }) {
  return (
    <main>
      <h1>Gaon Rasoi</h1>
      <p>Village kitchen, Janghai, Prayagraj. ({path})</p>
    </main>
  );
}
