import Button from '@mui/material/Button';
import { NotFoundState } from '../../../components/ui/NotFoundState';
import { paths } from '../../../config/paths';

export function RepairCategoryNotFound() {
  return (
    <NotFoundState
      title="Category Not Found"
      message="We could not find this repair category."
      actions={
        <Button variant="contained" href={paths.repair.root.href()}>
          View Repair Categories
        </Button>
      }
    />
  );
}
