import { FEE_COLUMNS, FEE_TABLE } from '../lib/facts';
import { TABLE, TableFrame } from './table-frame';

/**
 * The processing fee table (seed 000 §9): USD by country income band (rows) and
 * manuscript type (columns Others, Case Report, Review, Research). A real table with a
 * caption and scoped headers; on a phone it scrolls sideways inside its frame.
 */
export function FeeTable() {
  return (
    <TableFrame labelledBy="fee-table-caption">
      <table className={`${TABLE.table} min-w-[20rem]`}>
        <caption id="fee-table-caption" className={TABLE.caption}>
          Article processing charges (USD) by country income band and manuscript type
        </caption>
        <thead>
          <tr>
            <th scope="col" className={TABLE.headCell}>
              Income band
            </th>
            {FEE_COLUMNS.map((column) => (
              <th key={column} scope="col" className={`${TABLE.headCell} text-right`}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {FEE_TABLE.map((row) => (
            <tr key={row.band} className="even:bg-slate-50">
              <th scope="row" className={TABLE.rowHead}>
                {row.band}
              </th>
              {row.fees.map((fee, index) => (
                <td key={FEE_COLUMNS[index]} className={TABLE.number}>
                  {fee}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}
