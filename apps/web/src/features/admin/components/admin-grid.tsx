import { useMemo } from 'react';
import {
  DataGrid,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { GRID_PAGE_SIZES } from '@mealbox/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminPage } from '../api/admin-list';
import type { useGridParams } from '../use-grid-params';

export interface AdminGridProps<Row extends GridValidRowModel> {
  /** The grid's accessible name. */
  label: string;
  columns: GridColDef<Row>[];
  list: UseQueryResult<AdminPage<Row>>;
  grid: ReturnType<typeof useGridParams>;
  getRowId?: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  /** Rows staff may choose for a bulk action, kept while they page, sort or filter. */
  selection?: GridSelection<Row>;
}

export interface GridSelection<Row> {
  ids: readonly number[];
  onChange: (ids: number[]) => void;
  /** Rows the action cannot apply to keep a checkbox that cannot be ticked. */
  isSelectable?: (row: Row) => boolean;
}

/**
 * A staff list: paged, sorted and filtered by the server (the grid shows one page), its state in
 * the page's URL (useGridParams). Filters sit above it, not in the grid's own menus (ui.md).
 */
export function AdminGrid<Row extends GridValidRowModel>({
  label,
  columns,
  list,
  grid,
  getRowId,
  onRowClick,
  selection,
}: AdminGridProps<Row>) {
  const { params, update } = grid;
  // The grid takes a model whose identity changed for a new one: a sort model rebuilt on each
  // render would send it back to the first page after every page change.
  const sortModel = useMemo<GridSortModel>(
    () => (params.sort ? [{ field: params.sort, sort: params.order }] : []),
    [params.sort, params.order],
  );
  const paginationModel = useMemo(
    () => ({ page: params.page, pageSize: params.pageSize }),
    [params.page, params.pageSize],
  );
  const chosen = selection?.ids;
  const rowSelectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set<GridRowId>(chosen ?? []) }),
    [chosen],
  );
  const isSelectable = selection?.isSelectable;
  const selecting = selection
    ? {
        checkboxSelection: true,
        // The grid holds one page: a choice made on another page stays chosen.
        keepNonExistentRowsSelected: true,
        disableRowSelectionExcludeModel: true,
        rowSelectionModel,
        onRowSelectionModelChange: (model: GridRowSelectionModel) =>
          selection.onChange([...model.ids].map(Number)),
        ...(isSelectable
          ? { isRowSelectable: ({ row }: GridRowParams<Row>) => isSelectable(row) }
          : {}),
      }
    : {};
  return (
    <DataGrid<Row>
      label={label}
      rows={list.data?.rows ?? []}
      columns={columns}
      {...(getRowId ? { getRowId } : {})}
      rowCount={list.data?.total ?? 0}
      loading={list.isFetching}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      disableColumnFilter
      disableRowSelectionOnClick
      density="compact"
      autoHeight
      sortingOrder={['asc', 'desc']}
      pageSizeOptions={[...GRID_PAGE_SIZES]}
      paginationModel={paginationModel}
      onPaginationModelChange={(model) =>
        update(
          model.pageSize !== params.pageSize
            ? { pageSize: model.pageSize, page: 0 }
            : { page: model.page },
        )
      }
      sortModel={sortModel}
      onSortModelChange={(model) => {
        const [first] = model;
        update({ sort: first?.field ?? null, order: first?.sort ?? 'asc', page: 0 });
      }}
      sx={{
        // While a new page, sort or search loads, the rows still shown stay clickable: the
        // loading bar's overlay spans the rows and would otherwise swallow a click on a link.
        '& .MuiDataGrid-overlayWrapperInner': { pointerEvents: 'none' },
        ...(onRowClick ? { '& .MuiDataGrid-row': { cursor: 'pointer' } } : {}),
      }}
      {...(onRowClick ? { onRowClick: (row: GridRowParams<Row>) => onRowClick(row.row) } : {})}
      {...selecting}
    />
  );
}
