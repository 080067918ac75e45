/**
 * Why a file cannot cross the double-blind line (decision 0011): `UncleanableFile(message, kind)`.
 * The message is written for the editor (it is shown beside the file) and for the reviewer or
 * author who is refused the file; it never repeats the metadata it would have removed.
 * `kind`: 'too_big' for an archive over the ZIP limits (a refused upload too), 'unsupported'
 * for a type Genesis does not clean, 'unreadable' otherwise.
 */
export type UncleanableKind = 'unreadable' | 'unsupported' | 'too_big';

export class UncleanableFile extends Error {
  override name = 'UncleanableFile';
  constructor(
    message: string,
    readonly kind: UncleanableKind = 'unreadable',
  ) {
    super(message);
  }
}
