import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { moreRepairSolutions, repairSolutions } from './footerContent';

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** Repair solutions; the And More entry expands the less common ones. */
export function RepairSolutionsList() {
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  return (
    <div>
      <Typography variant="h6" component="h2" gutterBottom>
        Repair Solutions
      </Typography>
      <ul style={listStyle}>
        {repairSolutions.map((item) => (
          <li key={item}>
            <Typography variant="body2" sx={{ py: 0.5 }}>
              {item}
            </Typography>
          </li>
        ))}
        <li>
          <Button
            color="inherit"
            size="small"
            aria-expanded={expanded}
            aria-controls={moreId}
            onClick={() => setExpanded((value) => !value)}
            endIcon={expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            sx={{ px: 0, textDecoration: 'underline' }}
          >
            And More
          </Button>
          <ul id={moreId} hidden={!expanded} style={{ ...listStyle, paddingLeft: 12 }}>
            {moreRepairSolutions.map((item) => (
              <li key={item}>
                <Typography variant="body2" sx={{ py: 0.5 }}>
                  {item}
                </Typography>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </div>
  );
}
