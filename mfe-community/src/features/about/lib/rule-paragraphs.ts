/** The rules' paragraphs: blank lines (spaces allowed) separate them; single line breaks stay. */
export function ruleParagraphs(rules: string): string[] {
  return rules
    .split(/\r?\n[^\S\n]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}
