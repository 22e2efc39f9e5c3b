<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Coach</name>
    <message>
        <source>{percent}%</source>
        <translation>{percent} %</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Review game…</source>
        <translation>Analyser la partie…</translation>
    </message>
    <message>
        <source>Hints used by {name}: {count}</source>
        <translation>Conseils utilisés par {name} : {count}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Parties &amp;récentes</translation>
    </message>
    <message>
        <source>Re&amp;play…</source>
        <translation>Re&amp;voir une partie…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo turn</source>
        <translation>&amp;Annuler le tour</translation>
    </message>
    <message>
        <source>&amp;Redo turn</source>
        <translation>&amp;Rétablir le tour</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Game &amp;log</source>
        <translation>&amp;Journal de la partie</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;About Ingenious Desktop</source>
        <translation>À &amp;propos d’Ingenious Desktop</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Ordinateur {number}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d'ici</translation>
    </message>
    <message>
        <source>Players, in seat order</source>
        <translation>Joueurs, dans l’ordre des places</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Joué par</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Niveau de l’ordinateur</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Variante&#xa0;:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Who starts:</source>
        <translation>Qui commence&#xa0;:</translation>
    </message>
    <message>
        <source>Player {number} (team {team})</source>
        <translation>Joueur {number} (équipe {team})</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <source>Drawn at random</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <source>Standard, 2 players</source>
        <translation>Standard, 2 joueurs</translation>
    </message>
    <message>
        <source>Standard, 3 players</source>
        <translation>Standard, 3 joueurs</translation>
    </message>
    <message>
        <source>Standard, 4 players</source>
        <translation>Standard, 4 joueurs</translation>
    </message>
    <message>
        <source>Travel edition, 2 players</source>
        <translation>Édition de voyage, 2 joueurs</translation>
    </message>
    <message>
        <source>Team play, 4 players (seats 1+3 against 2+4)</source>
        <translation>En équipes, 4 joueurs (places 1+3 contre 2+4)</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <source>Review of the game</source>
        <translation>Analyse de la partie</translation>
    </message>
    <message>
        <source>Gold: the coach&apos;s best placement. Red dashes: the placement played.</source>
        <translation>En or : le meilleur placement du coach. En pointillés rouges : le placement joué.</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>{verdict}: {name} swapped the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict} : {name} a échangé les tuiles. Chance de gagner {played}, avec le meilleur choix {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name} kept the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict} : {name} a gardé les tuiles. Chance de gagner {played}, avec le meilleur choix {best}.</translation>
    </message>
    <message>
        <source>{verdict}: placement {number}. Expected result {played}, after the best {best}.</source>
        <translation>{verdict} : placement {number}. Résultat attendu {played}, après le meilleur {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name}, placement {number}. Win chance {played}, after the best {best}.</source>
        <translation>{verdict} : {name}, placement {number}. Chance de gagner {played}, après le meilleur {best}.</translation>
    </message>
    <message>
        <source>Review finished: {count} decisions judged, the worst first.</source>
        <translation>Analyse terminée : {count} décisions jugées, la pire en premier.</translation>
    </message>
    <message>
        <source>Judging decision {done} of {total}…</source>
        <translation>Évaluation de la décision {done} sur {total}…</translation>
    </message>
    <message>
        <source>The coach is looking at the game…</source>
        <translation>Le coach examine la partie…</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>As the system ({language})</source>
        <translation>Comme le système ({language})</translation>
    </message>
    <message>
        <source>Show the points a tile would score before it is placed</source>
        <translation>Afficher les points qu’une tuile rapporterait avant de la poser</translation>
    </message>
    <message>
        <source>Show every player&apos;s rack face up</source>
        <translation>Montrer le chevalet de chaque joueur, face visible</translation>
    </message>
    <message>
        <source>For learning the game: with this on, nothing is hidden from anyone at the screen, including the computer players&apos; tiles.</source>
        <translation>Pour apprendre le jeu&#xa0;: avec cette option, rien n’est caché à personne devant l’écran, pas même les tuiles des joueurs ordinateur.</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animations&#xa0;:</translation>
    </message>
    <message>
        <source>Points preview:</source>
        <translation>Aperçu des points&#xa0;:</translation>
    </message>
    <message>
        <source>All racks:</source>
        <translation>Tous les chevalets&#xa0;:</translation>
    </message>
</context>
<context>
    <name>WinChanceBar</name>
    <message>
        <source>Expected result</source>
        <translation>Résultat attendu</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Chance de gagner</translation>
    </message>
</context>
<context>
    <name>WindowCoach</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Show the coach&apos;s best placements on the board (H)</source>
        <translation>Montrer sur le plateau les meilleurs placements du coach (H)</translation>
    </message>
    <message>
        <source>Re&amp;view game…</source>
        <translation>Ana&amp;lyser la partie…</translation>
    </message>
    <message>
        <source>Coach</source>
        <translation>Coach</translation>
    </message>
    <message>
        <source>Win chances</source>
        <translation>Chances de gagner</translation>
    </message>
    <message>
        <source>&amp;Win chances</source>
        <translation>C&amp;hances de gagner</translation>
    </message>
    <message>
        <source>Click the hint again, or press Enter, to put the tile down there.</source>
        <translation>Cliquez encore sur le conseil, ou appuyez sur Entrée, pour poser la tuile à cet endroit.</translation>
    </message>
    <message>
        <source>A hint is for the player whose turn it is to place.</source>
        <translation>Un conseil est réservé au joueur dont c&apos;est le tour de poser.</translation>
    </message>
    <message>
        <source>The coach is thinking…</source>
        <translation>Le coach réfléchit…</translation>
    </message>
    <message>
        <source>The coach&apos;s best placement is outlined in gold. Click a suggestion to pick up its tile.</source>
        <translation>Le meilleur placement du coach est entouré d&apos;or. Cliquez sur une suggestion pour prendre sa tuile.</translation>
    </message>
    <message>
        <source>Nothing to review</source>
        <translation>Rien à analyser</translation>
    </message>
    <message>
        <source>No tile has been placed in this game yet.</source>
        <translation>Aucune tuile n&apos;a encore été posée dans cette partie.</translation>
    </message>
</context>
</TS>
