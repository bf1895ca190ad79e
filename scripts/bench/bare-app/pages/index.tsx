// The benchmark's reference: a bare Next.js getServerSideProps page whose HTML is as large as
// the site page it is compared with (BENCH_BARE_TEXT_BYTES of text, rendered and in props).
import type { GetServerSideProps } from "next";

interface BarePageProps {
  paragraphs: string[];
}

const WORDS = "media news radio television streaming studios brands audience story season".split(
  " ",
);

function paragraphsOf(bytes: number): string[] {
  const paragraphs: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const text = Array.from({ length: 14 }, (_, j) => WORDS[(i * 7 + j * 3) % WORDS.length]).join(
      " ",
    );
    paragraphs.push(text);
    size += text.length;
  }
  return paragraphs;
}

const paragraphs = paragraphsOf(Number(process.env.BENCH_BARE_TEXT_BYTES ?? 15_000));

export const getServerSideProps: GetServerSideProps<BarePageProps> = async () => ({
  props: { paragraphs },
});

export default function BarePage({ paragraphs: text }: BarePageProps) {
  return (
    <main>
      <h1>Reference page</h1>
      {text.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </main>
  );
}
