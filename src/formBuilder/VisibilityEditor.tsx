// TEMP STUB
export function VisibilityEditor(_props: {
  value: Record<string, unknown> | boolean | undefined;
  onChange: (next: Record<string, unknown> | boolean | undefined) => void;
  questions: readonly { name: string; label: string; type: string; choices?: { label: string; value: string | number | boolean }[] }[];
  problems: readonly string[];
  idPrefix: string;
}) {
  return null;
}
