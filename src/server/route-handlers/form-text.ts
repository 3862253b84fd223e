// Reading a posted form: a missing field or a file where text was expected reads as an empty string,
// so validation (not a crash) answers it.
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
