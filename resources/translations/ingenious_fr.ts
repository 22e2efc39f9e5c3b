<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>ChancesDock</name>
    <message>
        <source>Hide the win chances (View ▸ Win chances shows them again)</source>
        <translation>Masquer les chances de gagner (Affichage ▸ Chances de gagner les réaffiche)</translation>
    </message>
</context>
<context>
    <name>ChancesLine</name>
    <message>
        <source>Lowest colour expected at the end: {figure}</source>
        <translation>Couleur la plus basse attendue à la fin : {figure}</translation>
    </message>
    <message>
        <source> · </source>
        <translation> · </translation>
    </message>
    <message>
        <source>{name} {figure}</source>
        <translation>{name} {figure}</translation>
    </message>
    <message>
        <source>Chance to win: {figures}</source>
        <translation>Chance de gagner : {figures}</translation>
    </message>
</context>
<context>
    <name>ChatPanel</name>
    <message>
        <source>Say something (Enter)</source>
        <translation>Dire quelque chose (Entrée)</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>{percent}%</source>
        <translation>{percent}&#xa0;%</translation>
    </message>
    <message>
        <source>+{gain} → {expected}</source>
        <translation>+{gain} → {expected}</translation>
    </message>
    <message>
        <source>+{gain} to your lowest colour → {expected} at the end</source>
        <translation>+{gain} pour votre couleur la plus basse → {expected} à la fin</translation>
    </message>
</context>
<context>
    <name>Counted</name>
    <message numerus="yes">
        <source>Ingenious! You owe %n bonus placements</source>
        <translation>
            <numerusform>Ingenious ! Vous avez droit à %n pose bonus</numerusform>
            <numerusform>Ingenious ! Vous avez droit à %n poses bonus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Ingenious! {name} owes %n bonus placements</source>
        <translation>
            <numerusform>Ingenious ! {name} a droit à %n pose bonus</numerusform>
            <numerusform>Ingenious ! {name} a droit à %n poses bonus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>tiles in the bag</source>
        <translation>
            <numerusform>tuile dans le sac</numerusform>
            <numerusform>tuiles dans le sac</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not allowed: the rack is refilled with %n tiles, not {drawn}</source>
        <translation>
            <numerusform>Interdit : le chevalet se complète avec %n tuile, pas {drawn}</numerusform>
            <numerusform>Interdit : le chevalet se complète avec %n tuiles, pas {drawn}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not allowed: this variant is not played by %n players</source>
        <translation>
            <numerusform>Interdit : cette variante ne se joue pas à %n joueur</numerusform>
            <numerusform>Interdit : cette variante ne se joue pas à %n joueurs</numerusform>
        </translation>
    </message>
    <message>
        <source>level with you on the lowest colour, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>à égalité avec vous sur la couleur la plus basse, devant sur la {ordinal} : {colour} {score} contre {other_colour} {other_score}</translation>
    </message>
    <message>
        <source>level with {name} on the lowest colour, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>à égalité avec {name} sur la couleur la plus basse, devant sur la {ordinal} : {colour} {score} contre {other_colour} {other_score}</translation>
    </message>
    <message numerus="yes">
        <source>level with you on the %n lowest colours, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>
            <numerusform>à égalité avec vous sur les %n couleurs les plus basses, devant sur la {ordinal} : {colour} {score} contre {other_colour} {other_score}</numerusform>
            <numerusform>à égalité avec vous sur les %n couleurs les plus basses, devant sur la {ordinal} : {colour} {score} contre {other_colour} {other_score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>level with {name} on the %n lowest colours, ahead on the {ordinal}: {colour} {score} against {other_colour} {other_score}</source>
        <translation>
            <numerusform>à égalité avec {name} sur les %n couleurs les plus basses, devant sur la {ordinal} : {colour} {score} contre {other_colour} {other_score}</numerusform>
            <numerusform>à égalité avec {name} sur les %n couleurs les plus basses, devant sur la {ordinal} : {colour} {score} contre {other_colour} {other_score}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n free</source>
        <comment>seats at a table</comment>
        <translation>
            <numerusform>%n libre</numerusform>
            <numerusform>%n libres</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Documents</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>{file}[*] — {app}</source>
        <translation>{file}[*] — {app}</translation>
    </message>
    <message>
        <source>The game the lesson interrupted is not finished. If another game starts now, it is gone.</source>
        <translation>La partie interrompue par la leçon n’est pas terminée. Si une autre partie commence maintenant, elle est perdue.</translation>
    </message>
    <message>
        <source>The game on the table is not finished. Save it before another game starts? If you leave it unsaved, it is gone.</source>
        <translation>La partie sur la table n’est pas terminée. L’enregistrer avant qu’une autre commence ? Si vous la quittez sans l’enregistrer, elle est perdue.</translation>
    </message>
    <message>
        <source>Leave the game in progress?</source>
        <translation>Quitter la partie en cours ?</translation>
    </message>
    <message>
        <source>Leave it unsaved</source>
        <translation>Quitter sans enregistrer</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>“{file}” is not a saved game this program can open.

{reason}

The game on the table goes on; nothing was changed.</source>
        <translation>« {file} » n’est pas une partie enregistrée que ce programme peut ouvrir.

{reason}

La partie en cours continue ; rien n’a été modifié.</translation>
    </message>
    <message>
        <source>“{file}” is not a saved game this program can open.

{reason}

Nothing was changed.</source>
        <translation>« {file} » n’est pas une partie enregistrée que ce programme peut ouvrir.

{reason}

Rien n’a été modifié.</translation>
    </message>
    <message>
        <source>Cannot open this file</source>
        <translation>Impossible d’ouvrir ce fichier</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Aucune partie récente</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Ingenious games (*{suffix});;All files (*)</source>
        <translation>Parties Ingenious (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Enregistrement impossible</translation>
    </message>
    <message>
        <source>The game could not be saved.

{error}</source>
        <translation>La partie n’a pas pu être enregistrée.

{error}</translation>
    </message>
    <message>
        <source>Saved to {file}</source>
        <translation>Enregistrée dans {file}</translation>
    </message>
    <message>
        <source>The finished game could not be kept: {error}</source>
        <translation>La partie terminée n’a pas pu être conservée : {error}</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Ask everyone at the table for another game there</source>
        <translation>Proposer une autre partie à toute la table</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Revoir…</translation>
    </message>
    <message>
        <source>Step through this game move by move</source>
        <translation>Revoir cette partie coup par coup</translation>
    </message>
    <message>
        <source>Review game…</source>
        <translation>Analyser la partie…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Accept the rematch</source>
        <translation>Accepter la revanche</translation>
    </message>
    <message>
        <source>{outcome}!</source>
        <translation>{outcome} !</translation>
    </message>
    <message>
        <source>Your three lowest colours, lowest first, give two digits each (7 points count as 07): together they make {result}. The higher, the better; the best is 363636.</source>
        <translation>Vos trois couleurs les plus basses, la plus basse d’abord, donnent chacune deux chiffres (7 points comptent pour 07) : ensemble, elles font {result}. Plus c’est haut, mieux c’est ; le meilleur est 363636.</translation>
    </message>
    <message>
        <source>A new best! Your best so far was {result}.</source>
        <translation>Nouveau record ! Votre meilleur résultat jusqu’ici était {result}.</translation>
    </message>
    <message>
        <source>Your best so far: {result}.</source>
        <translation>Votre meilleur résultat jusqu’ici : {result}.</translation>
    </message>
    <message>
        <source>Solo result: {result}</source>
        <translation>Résultat solo : {result}</translation>
    </message>
</context>
<context>
    <name>HandOverOverlay</name>
    <message>
        <source>Undo the last turn</source>
        <translation>Annuler le dernier tour</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Right cells, but the wrong way round: turn the tile so that each colour lies where the step says, then put it down again.</source>
        <translation>Les bonnes cases, mais dans le mauvais sens : tourne la tuile pour que chaque couleur soit là où l’étape le demande, puis pose-la de nouveau.</translation>
    </message>
    <message>
        <source>This step is done: press Next to go on.</source>
        <translation>Cette étape est terminée : appuie sur Suivant pour continuer.</translation>
    </message>
    <message>
        <source>You kept your tiles. That is allowed, but with no purple in your rack you could not raise purple next turn. The offer comes again: this time, swap.</source>
        <translation>Tu as gardé tes tuiles. C’est permis, mais sans violet sur ton chevalet tu ne pourrais pas faire monter le violet au prochain tour. L’offre revient : cette fois, échange.</translation>
    </message>
    <message>
        <source>Pick up a tile</source>
        <translation>Prendre une tuile</translation>
    </message>
    <message>
        <source>This is a real game against the computer, set up for the lesson. Your six tiles lie face up in your rack. Pick up the red and yellow tile: click it, or press 5, its place in the rack.</source>
        <translation>Voici une vraie partie contre l’ordinateur, préparée pour la leçon. Tes six tuiles sont visibles sur ton chevalet. Prends la tuile rouge et jaune : clique dessus, ou appuie sur 5, sa place sur le chevalet.</translation>
    </message>
    <message>
        <source>The tile is in your hand. It follows the pointer, and the board glows wherever it may go.</source>
        <translation>La tuile est dans ta main. Elle suit le pointeur, et le plateau s’éclaire partout où elle peut aller.</translation>
    </message>
    <message>
        <source>That is another tile. Press Esc to put it back, then pick up the fifth tile, the red and yellow one.</source>
        <translation>C’est une autre tuile. Appuie sur Échap pour la reposer, puis prends la cinquième tuile, la rouge et jaune.</translation>
    </message>
    <message>
        <source>Turn the tile</source>
        <translation>Tourner la tuile</translation>
    </message>
    <message>
        <source>A tile covers two neighbouring cells and may lie in six directions. Turn the tile in your hand: press R, click the right mouse button or roll the wheel.</source>
        <translation>Une tuile couvre deux cases voisines et peut être posée dans six directions. Tourne la tuile que tu tiens : appuie sur R, clique avec le bouton droit ou fais tourner la molette.</translation>
    </message>
    <message>
        <source>Each turn swings the second half one step around the first. Turn it as often as you like.</source>
        <translation>Chaque rotation fait pivoter la seconde moitié d’un cran autour de la première. Tourne-la autant que tu veux.</translation>
    </message>
    <message>
        <source>Hold the red and yellow tile to turn it: press 5 to pick it up again.</source>
        <translation>Tiens la tuile rouge et jaune pour la tourner : appuie sur 5 pour la reprendre.</translation>
    </message>
    <message>
        <source>How a half scores</source>
        <translation>Comment une moitié marque</translation>
    </message>
    <message>
        <source>Put the tile on the two marked cells, red on the upper one and yellow on the lower one. Each half looks along the five lines leaving its cell (all but the one toward its other half) and scores a point for each cell of its colour in an unbroken row, printed symbols included. The numbers over the cells show the points before you click.</source>
        <translation>Pose la tuile sur les deux cases marquées, le rouge sur celle du haut et le jaune sur celle du bas. Chaque moitié regarde le long des cinq lignes qui partent de sa case (toutes sauf celle qui va vers son autre moitié) et marque un point pour chaque case de sa couleur alignée sans interruption, symboles imprimés compris. Les nombres au-dessus des cases montrent les points avant que tu cliques.</translation>
    </message>
    <message>
        <source>The yellow half saw yellow along three lines, 1 + 1 + 2: four points for yellow. The red half saw no red and scored nothing. The lines that counted flashed. Now the computer takes its turn.</source>
        <translation>La moitié jaune a vu du jaune le long de trois lignes, 1 + 1 + 2 : quatre points pour le jaune. La moitié rouge n’a vu aucun rouge et n’a rien marqué. Les lignes qui ont compté ont clignoté. C’est maintenant au tour de l’ordinateur.</translation>
    </message>
    <message>
        <source>The rules allow that, but this step wants the marked cells: red on the upper one, yellow on the lower one.</source>
        <translation>Les règles le permettent, mais cette étape demande les cases marquées : le rouge sur celle du haut, le jaune sur celle du bas.</translation>
    </message>
    <message>
        <source>Only the lowest colour counts</source>
        <translation>Seule la couleur la plus faible compte</translation>
    </message>
    <message>
        <source>Later in a game. Look at your score board: yellow is your lowest colour, at 3. When the game ends, players are compared by their lowest colour first, so a point in yellow is worth more to you than points in any other colour. Put a yellow and blue tile on the marked cells, yellow on the lower one.</source>
        <translation>Plus tard dans une partie. Regarde ton tableau de score : le jaune est ta couleur la plus faible, à 3. À la fin, les joueurs sont comparés d’abord sur leur couleur la plus faible ; un point en jaune vaut donc plus pour toi que des points dans toute autre couleur. Pose une tuile jaune et bleue sur les cases marquées, le jaune sur celle du bas.</translation>
    </message>
    <message>
        <source>Yellow rises from 3 to 6. Six points in purple were on offer elsewhere, but purple is already at 11: they would have left you as weak as before.</source>
        <translation>Le jaune passe de 3 à 6. Ailleurs, six points en violet étaient possibles, mais le violet est déjà à 11 : tu serais resté aussi faible qu’avant.</translation>
    </message>
    <message>
        <source>The rules allow that, but it does less for yellow, your lowest colour. Points in a colour that is already ahead do not win the game: put the yellow and blue tile on the marked cells, yellow on the lower one.</source>
        <translation>Les règles le permettent, mais cela fait moins pour le jaune, ta couleur la plus faible. Des points dans une couleur déjà en avance ne font pas gagner : pose la tuile jaune et bleue sur les cases marquées, le jaune sur celle du bas.</translation>
    </message>
    <message>
        <source>Reaching 18: Ingenious!</source>
        <translation>Atteindre 18 : Ingenious !</translation>
    </message>
    <message>
        <source>A colour goes no higher than 18. Red stands at 17. Put the red and green tile on the marked cells, red on the left: red reaches 18, and reaching 18 earns a bonus placement at once.</source>
        <translation>Aucune couleur ne dépasse 18. Le rouge est à 17. Pose la tuile rouge et verte sur les cases marquées, le rouge à gauche : le rouge atteint 18, et atteindre 18 donne aussitôt une pose en plus.</translation>
    </message>
    <message>
        <source>Ingenious! Red is at 18; the points past it are lost. For reaching 18 you place one more tile now, before you draw.</source>
        <translation>Ingenious ! Le rouge est à 18 ; les points au-delà sont perdus. Pour avoir atteint 18, tu poses encore une tuile maintenant, avant de piocher.</translation>
    </message>
    <message>
        <source>The rules allow that, but it does not take red to 18. Put the red and green tile on the marked cells, red on the left.</source>
        <translation>Les règles le permettent, mais le rouge n’atteint pas 18. Pose la tuile rouge et verte sur les cases marquées, le rouge à gauche.</translation>
    </message>
    <message>
        <source>The bonus placement</source>
        <translation>La pose en plus</translation>
    </message>
    <message>
        <source>The bonus placement is a whole extra placement by the same rules: put any tile anywhere it fits. If it takes another colour to 18, you earn one more.</source>
        <translation>La pose en plus est une pose entière, selon les mêmes règles : pose n’importe quelle tuile là où elle tient. Si elle amène une autre couleur à 18, tu en gagnes une de plus.</translation>
    </message>
    <message>
        <source>Only now does your turn end: you draw back up to six tiles.</source>
        <translation>C’est seulement maintenant que ton tour finit : tu pioches jusqu’à avoir de nouveau six tuiles.</translation>
    </message>
    <message>
        <source>Any placement will do.</source>
        <translation>N’importe quelle pose convient.</translation>
    </message>
    <message>
        <source>When a swap is allowed</source>
        <translation>Quand l’échange est permis</translation>
    </message>
    <message>
        <source>You have just placed a tile. Purple is your lowest colour, and no tile in your rack shows purple. Only then, before you draw, may you swap: set all your tiles aside and draw six new ones. Answer the question: swap.</source>
        <translation>Tu viens de poser une tuile. Le violet est ta couleur la plus faible, et aucune tuile de ton chevalet ne montre de violet. C’est seulement dans ce cas, avant de piocher, que tu peux échanger : mettre toutes tes tuiles de côté et en piocher six nouvelles. Réponds à la question : échange.</translation>
    </message>
    <message>
        <source>You drew six new tiles; your old ones went back into the bag. With a tile of your lowest colour in the rack, no swap would have been offered.</source>
        <translation>Tu as pioché six nouvelles tuiles ; les anciennes sont retournées dans le sac. Avec une tuile de ta couleur la plus faible sur le chevalet, aucun échange n’aurait été proposé.</translation>
    </message>
    <message>
        <source>How the game ends and who wins</source>
        <translation>Comment la partie finit et qui gagne</translation>
    </message>
    <message>
        <source>Only the two marked cells are left side by side on the board. Put any tile there: when no tile fits any more, the game ends at once.</source>
        <translation>Il ne reste que les deux cases marquées côte à côte sur le plateau. Pose n’importe quelle tuile dessus : quand plus aucune tuile ne tient, la partie s’arrête aussitôt.</translation>
    </message>
    <message>
        <source>The game is over. Each player&apos;s colours are compared from the lowest up: the computer has two colours at 18 but two at only 7, while none of yours is below 10, so you win. That is the whole game: press Finish to play on.</source>
        <translation>La partie est finie. Les couleurs de chaque joueur sont comparées en partant de la plus faible : l’ordinateur a deux couleurs à 18 mais deux à seulement 7, alors qu’aucune des tiennes n’est sous 10 ; tu gagnes donc. C’est tout le jeu : appuie sur Terminer pour continuer à jouer.</translation>
    </message>
    <message>
        <source>Put a tile on the marked cells.</source>
        <translation>Pose une tuile sur les cases marquées.</translation>
    </message>
</context>
<context>
    <name>LessonMode</name>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Learn to play?</source>
        <translation>Apprendre à jouer ?</translation>
    </message>
    <message>
        <source>New to Ingenious? A short lesson on the real table shows you how to place and turn tiles, how they score, and how to win. You can leave it at any time and find it again under Help ▸ Learn to play.</source>
        <translation>Nouveau à Ingenious ? Une courte leçon sur la vraie table te montre comment poser et tourner les tuiles, comment elles marquent et comment gagner. Tu peux la quitter à tout moment et la retrouver dans Aide ▸ Apprendre à jouer.</translation>
    </message>
    <message>
        <source>Show me</source>
        <translation>Montre-moi</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Step {number} of {count}</source>
        <translation>Étape {number} sur {count}</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Quitter la leçon</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Network table</source>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Pass this on to your friends: the address, then the table&apos;s code.</source>
        <translation>Transmettez ceci à vos amis : l’adresse, puis le code de la table.</translation>
    </message>
    <message>
        <source>Seat {number}:</source>
        <translation>Place {number} :</translation>
    </message>
    <message>
        <source>I agree to the coach</source>
        <translation>J’accepte le coach</translation>
    </message>
    <message>
        <source>Start now</source>
        <translation>Commencer maintenant</translation>
    </message>
    <message>
        <source>Open seats nobody took are played by the computer</source>
        <translation>Les places ouvertes que personne n’a prises sont jouées par l’ordinateur</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Connecting to {address}…</source>
        <translation>Connexion à {address}…</translation>
    </message>
</context>
<context>
    <name>LogTitleBar</name>
    <message>
        <source>Hide the game log (View ▸ Game log brings it back)</source>
        <translation>Masquer le journal de la partie (Affichage ▸ Journal de la partie le réaffiche)</translation>
    </message>
    <message>
        <source>Hide the game log</source>
        <translation>Masquer le journal de la partie</translation>
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
        <source>Play a&amp;gain</source>
        <translation>Re&amp;jouer</translation>
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
        <source>Score chart</source>
        <translation>Courbe des scores</translation>
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
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
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
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>Autosave failed</source>
        <translation>Échec de la sauvegarde automatique</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {error}

It is tried again after every placement. Until an autosave goes through, the moves since the last one would be lost if the program ended.</source>
        <translation>La partie n’a pas pu être sauvegardée automatiquement : {error}

Un nouvel essai est fait après chaque pose. Tant qu’une sauvegarde n’a pas réussi, les coups joués depuis la dernière seraient perdus si le programme s’arrêtait.</translation>
    </message>
    <message>
        <source>The second process the computer players think in could not start ({detail}).</source>
        <translation>Le second processus dans lequel réfléchissent les joueurs de l’ordinateur n’a pas pu démarrer ({detail}).</translation>
    </message>
    <message>
        <source>The second process the computer players think in stopped unexpectedly.</source>
        <translation>Le second processus dans lequel réfléchissent les joueurs de l’ordinateur s’est arrêté de façon inattendue.</translation>
    </message>
    <message>
        <source>The second process the computer players think in failed ({detail}).</source>
        <translation>Le second processus dans lequel réfléchissent les joueurs de l’ordinateur a échoué ({detail}).</translation>
    </message>
    <message>
        <source>The computer&apos;s helper failed</source>
        <translation>L’assistant de l’ordinateur a échoué</translation>
    </message>
    <message>
        <source>{what}

They go on thinking in the game&apos;s own process alone, which makes the hard level a little weaker on this computer.</source>
        <translation>{what}

Ils continuent de réfléchir dans le seul processus du jeu, ce qui rend le niveau difficile un peu plus faible sur cet ordinateur.</translation>
    </message>
</context>
<context>
    <name>MenuDialogs</name>
    <message>
        <source>About Ingenious Desktop</source>
        <translation>À propos d’Ingenious Desktop</translation>
    </message>
    <message>
        <source>Reiner Knizia&apos;s tile game Ingenious for two to four players, in teams or alone, against friends at the same screen or against the computer.</source>
        <translation>Le jeu de tuiles Ingenious de Reiner Knizia, de deux à quatre joueurs, en équipe ou seul, contre des amis devant le même écran ou contre l’ordinateur.</translation>
    </message>
</context>
<context>
    <name>NetworkChat</name>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Discussion</translation>
    </message>
    <message>
        <source>Show the chat (in brackets: the lines said while it was hidden)</source>
        <translation>Afficher la discussion (entre parenthèses : les lignes écrites pendant qu’elle était masquée)</translation>
    </message>
    <message>
        <source>Chat ({count})</source>
        <translation>Discussion ({count})</translation>
    </message>
</context>
<context>
    <name>NetworkPlay</name>
    <message>
        <source>Play over the net&amp;work…</source>
        <translation>Jouer en rése&amp;au…</translation>
    </message>
    <message>
        <source>&amp;Leave the network table…</source>
        <translation>Quitter &amp;la table en réseau…</translation>
    </message>
    <message>
        <source>Let the computer play for them</source>
        <translation>Laisser l’ordinateur jouer à sa place</translation>
    </message>
    <message>
        <source>No table</source>
        <translation>Pas de table</translation>
    </message>
    <message>
        <source>The table could not be opened: {reason}</source>
        <translation>La table n’a pas pu être ouverte : {reason}</translation>
    </message>
    <message>
        <source>Take your seat back?</source>
        <translation>Reprendre votre place ?</translation>
    </message>
    <message>
        <source>Take my seat back</source>
        <translation>Reprendre ma place</translation>
    </message>
    <message>
        <source>Give up the seat</source>
        <translation>Abandonner la place</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>Listen on the network?</source>
        <translation>Écouter sur le réseau ?</translation>
    </message>
    <message>
        <source>Friends on other computers can join only if this program listens on the network: anyone who can reach this computer can then ask to sit at the table, and only those with its code can. While seats are free, the computers on your local network are shown the table with its code, so that friends nearby can choose it. Listen on the network?</source>
        <translation>Des amis sur d’autres ordinateurs ne peuvent se joindre que si ce programme écoute sur le réseau : quiconque peut atteindre cet ordinateur peut alors demander une place, et seuls ceux qui ont le code l’obtiennent. Tant que des places sont libres, la table et son code sont montrés aux ordinateurs de votre réseau local, pour que des amis à proximité puissent la choisir. Écouter sur le réseau ?</translation>
    </message>
    <message>
        <source>Listen on the network</source>
        <translation>Écouter sur le réseau</translation>
    </message>
    <message>
        <source>No seat at the table</source>
        <translation>Pas de place à la table</translation>
    </message>
    <message>
        <source>Every seat for a person at that table is taken. Watch the game instead? You see the board and the scores, never a rack.</source>
        <translation>Toutes les places pour une personne à cette table sont prises. Regarder la partie à la place ? Tu vois le plateau et les scores, jamais un chevalet.</translation>
    </message>
    <message>
        <source>Watch the game</source>
        <translation>Regarder la partie</translation>
    </message>
    <message>
        <source>The table&apos;s server is not answering, so it cannot be told that you leave. If you leave, your seat is kept: the next time this program starts it offers to take it back, once the host has opened the game again.</source>
        <translation>Le serveur de la table ne répond pas : il ne peut donc pas apprendre que vous partez. Si vous partez, votre place vous est gardée : au prochain démarrage, ce programme propose de la reprendre, une fois que l’hôte a rouvert la partie.</translation>
    </message>
    <message>
        <source>The game at the network table is not over. If you leave, the computer plays your seat to the end, and you cannot come back.</source>
        <translation>La partie à la table en réseau n’est pas terminée. Si vous partez, l’ordinateur joue votre place jusqu’à la fin et vous ne pourrez pas revenir.</translation>
    </message>
    <message>
        <source>The table is hosted here: when this program ends, the others lose it too.</source>
        <translation>La table est hébergée ici : quand ce programme s’arrête, les autres la perdent aussi.</translation>
    </message>
    <message>
        <source>Or come back later: your seat is kept, and the next time this program starts it offers to take it back. Meanwhile the others may let the computer play it.</source>
        <translation>Ou revenez plus tard : votre place vous est gardée, et au prochain démarrage ce programme vous propose de la reprendre. En attendant, les autres peuvent laisser l’ordinateur la jouer.</translation>
    </message>
    <message>
        <source>Leave the network game?</source>
        <translation>Quitter la partie en réseau ?</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Come back later</source>
        <translation>Revenir plus tard</translation>
    </message>
</context>
<context>
    <name>NetworkPlayDialog</name>
    <message>
        <source>A friend</source>
        <translation>Un ami</translation>
    </message>
    <message>
        <source>Open: a friend, else the computer</source>
        <translation>Ouverte : un ami, sinon l’ordinateur</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
    <message>
        <source>Play over the network</source>
        <translation>Jouer en réseau</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Ouvrir une table</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom :</translation>
    </message>
    <message>
        <source>On this computer</source>
        <translation>Sur cet ordinateur</translation>
    </message>
    <message>
        <source>On a server:</source>
        <translation>Sur un serveur :</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>Table :</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>Partie :</translation>
    </message>
    <message>
        <source>Seat 1: you</source>
        <translation>Place 1 : vous</translation>
    </message>
    <message>
        <source>Others may watch (they never see a rack)</source>
        <translation>D’autres peuvent regarder (sans jamais voir un chevalet)</translation>
    </message>
    <message>
        <source>Friends on other computers may join (the game listens on the network)</source>
        <translation>Des amis sur d’autres ordinateurs peuvent se joindre (le jeu écoute sur le réseau)</translation>
    </message>
    <message>
        <source>Allow the coach (hints and win chances) if everyone agrees</source>
        <translation>Autoriser le coach (conseils et chances de victoire) si tout le monde est d’accord</translation>
    </message>
    <message>
        <source>Server address:</source>
        <translation>Adresse du serveur :</translation>
    </message>
    <message>
        <source>Table code:</source>
        <translation>Code de la table :</translation>
    </message>
    <message>
        <source>This is not a server address. Type the table server&apos;s address, such as club.example.org:9000.</source>
        <translation>Ce n’est pas une adresse de serveur. Saisissez l’adresse du serveur de tables, par exemple club.example.org:9000.</translation>
    </message>
    <message>
        <source>Type your name: the others at the table see it.</source>
        <translation>Saisissez votre nom : les autres joueurs de la table le voient.</translation>
    </message>
    <message>
        <source>This is not a server address. Type the address the host passed on, such as 192.168.1.20 or club.example.org:9000.</source>
        <translation>Ce n’est pas une adresse de serveur. Saisissez l’adresse que l’hôte vous a donnée, par exemple 192.168.1.20 ou club.example.org:9000.</translation>
    </message>
    <message>
        <source>Type the table code the host passed on: {length} letters and digits.</source>
        <translation>Saisissez le code de table que l’hôte vous a donné : {length} lettres et chiffres.</translation>
    </message>
    <message>
        <source>A table code is {length} letters and digits, such as ABC234.</source>
        <translation>Un code de table compte {length} lettres et chiffres, par exemple ABC234.</translation>
    </message>
    <message>
        <source>Tables nearby:</source>
        <translation>Tables à proximité :</translation>
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
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d&apos;ici</translation>
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
        <source>Opponent</source>
        <translation>Adversaire</translation>
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
    <name>Questions</name>
    <message>
        <source>Swap your tiles?</source>
        <translation>Échanger vos tuiles ?</translation>
    </message>
    <message>
        <source>{reason}

{choice}</source>
        <translation>{reason}

{choice}</translation>
    </message>
    <message>
        <source>Swap all tiles</source>
        <translation>Échanger toutes les tuiles</translation>
    </message>
    <message>
        <source>Keep my tiles</source>
        <translation>Garder mes tuiles</translation>
    </message>
</context>
<context>
    <name>ReplayMode</name>
    <message>
        <source>Replay a saved game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <source>Show the hidden racks?</source>
        <translation>Montrer les chevalets cachés ?</translation>
    </message>
    <message>
        <source>{warning}

Replay it anyway?</source>
        <translation>{warning}

La revoir quand même ?</translation>
    </message>
    <message>
        <source>Show every rack</source>
        <translation>Montrer tous les chevalets</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>cette partie</translation>
    </message>
    <message>
        <source>{file} (replay)[*] — {app}</source>
        <translation>{file} (revue)[*] — {app}</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Move shown</source>
        <translation>Coup affiché</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Au début (Origine)</translation>
    </message>
    <message>
        <source>One move back (←)</source>
        <translation>Un coup en arrière (←)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>Play the moves at the animation speed (Space)</source>
        <translation>Jouer les coups à la vitesse de l’animation (Espace)</translation>
    </message>
    <message>
        <source>One move forward (→)</source>
        <translation>Un coup en avant (→)</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>À la fin (Fin)</translation>
    </message>
    <message>
        <source>Score chart</source>
        <translation>Courbe des scores</translation>
    </message>
    <message>
        <source>Play from here…</source>
        <translation>Jouer à partir d’ici…</translation>
    </message>
    <message>
        <source>A new game from the position shown, against the computer; the record stays as it is</source>
        <translation>Une nouvelle partie à partir de la position affichée, contre l’ordinateur ; la partie enregistrée reste telle quelle</translation>
    </message>
    <message>
        <source>Close replay</source>
        <translation>Fermer la revue</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Pause (Space)</source>
        <translation>Pause (Espace)</translation>
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
        <source>Accuracy: 100% when every placement is best or good; each inaccuracy counts half a placement, a mistake three quarters, a blunder a whole one.</source>
        <translation>Précision : 100 % quand chaque placement est meilleur ou bon ; chaque imprécision coûte un demi-placement, une erreur trois quarts, une gaffe un placement entier.</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Placements</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
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
        <source>{verdict}: {name}, {where}. The game was settled, so points count here: +{played} in the colours that decide it, +{best} with the best.</source>
        <translation>{verdict} : {name}, {where}. La partie était jouée d’avance, alors ce sont les points qui comptent ici : +{played} dans les couleurs qui la décident, +{best} avec le meilleur.</translation>
    </message>
    <message>
        <source>{verdict}: {name} swapped the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}&#xa0;: tuiles échangées ({name}). Chance de gagner {played}, avec le meilleur choix {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name} kept the tiles. Win chance {played}, the best choice {best}.</source>
        <translation>{verdict}&#xa0;: tuiles gardées ({name}). Chance de gagner {played}, avec le meilleur choix {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {where}. Lowest colour at the end about {played}, after the best {best}.</source>
        <translation>{verdict} : {where}. Couleur la plus basse à la fin environ {played}, après le meilleur {best}.</translation>
    </message>
    <message>
        <source>{verdict}: {name}, {where}. Win chance {played}, after the best {best}.</source>
        <translation>{verdict} : {name}, {where}. Chance de gagner {played}, après le meilleur {best}.</translation>
    </message>
    <message>
        <source>turn {number}, bonus placement</source>
        <translation>tour {number}, pose bonus</translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation>tour {number}</translation>
    </message>
    <message>
        <source>Review finished: {count} decisions judged, in the order of the game.</source>
        <translation>Analyse terminée : {count} décisions jugées, dans l’ordre de la partie.</translation>
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
    <name>RulesDialog</name>
    <message>
        <source>How to play Ingenious</source>
        <translation>Comment jouer à Ingenious</translation>
    </message>
    <message>
        <source>&lt;b&gt;The aim.&lt;/b&gt; Score in all six colours — red, orange, yellow, green, blue and purple. At the end only your &lt;i&gt;weakest&lt;/i&gt; colour counts first: the player whose lowest colour is highest wins. If that is a draw, compare the next lowest colour, and so on.</source>
        <translation>&lt;b&gt;Le but.&lt;/b&gt; Marquer dans les six couleurs — rouge, orange, jaune, vert, bleu et violet. À la fin, seule votre couleur la plus &lt;i&gt;faible&lt;/i&gt; compte d’abord : le joueur dont la couleur la plus basse est la plus haute gagne. En cas d’égalité, on compare la couleur suivante la plus basse, et ainsi de suite.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Tiles and symbols.&lt;/b&gt; Each tile is two joined hexagons, each showing one colour. Every colour has its own symbol, so the game can be played without telling colours apart: red is a 12-pointed star, orange a hexagon, yellow a sun with eight rays, green a small filled circle, blue a 6-pointed star and purple a ring. Six symbols are printed on the board; they are never covered and count like tile halves.</source>
        <translation>&lt;b&gt;Tuiles et symboles.&lt;/b&gt; Chaque tuile est formée de deux hexagones accolés, chacun d’une couleur. Chaque couleur a son propre symbole, si bien qu’on peut jouer sans distinguer les couleurs : le rouge est une étoile à 12 branches, l’orange un hexagone, le jaune un soleil à huit rayons, le vert un petit disque plein, le bleu une étoile à 6 branches et le violet un anneau. Six symboles sont imprimés sur le plateau ; ils ne sont jamais recouverts et comptent comme des moitiés de tuile.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Votre tour.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Place&lt;/b&gt; one tile from your rack on two neighbouring empty cells, either way round. In your very first turn the tile must touch a printed symbol that no tile touches yet.</source>
        <translation>&lt;b&gt;Posez&lt;/b&gt; une tuile de votre chevalet sur deux cases vides voisines, dans un sens ou dans l’autre. À votre tout premier tour, la tuile doit toucher un symbole imprimé qu’aucune tuile ne touche encore.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score&lt;/b&gt; each half of the tile. From that half, look in the five directions that do not point at the other half. In each direction count the cells of the same colour in an unbroken line, starting next to the half; an empty cell, another colour or the edge of the board ends the line. Add the count to that colour on your score board. A colour cannot go above 18; points beyond that are lost.</source>
        <translation>&lt;b&gt;Comptez&lt;/b&gt; chaque moitié de la tuile. Depuis cette moitié, regardez dans les cinq directions qui ne pointent pas vers l’autre moitié. Dans chaque direction, comptez les cases de la même couleur en ligne continue, en partant de la case voisine ; une case vide, une autre couleur ou le bord du plateau arrête la ligne. Ajoutez ce nombre à cette couleur sur votre tableau de score. Une couleur ne peut dépasser 18 ; les points au-delà sont perdus.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ingenious!&lt;/b&gt; Each colour that reaches 18 gives you one extra placement straight away. An extra placement can earn another one.</source>
        <translation>&lt;b&gt;Ingenious !&lt;/b&gt; Chaque couleur qui atteint 18 vous donne aussitôt une pose supplémentaire. Une pose supplémentaire peut en rapporter une autre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Refill&lt;/b&gt; your rack to six tiles from the bag. If your rack has no tile showing your lowest colour (or any of them, if several are equally low), you may first swap: put your whole rack aside, draw six new tiles, and the old ones go back into the bag.</source>
        <translation>&lt;b&gt;Complétez&lt;/b&gt; votre chevalet à six tuiles depuis le sac. Si votre chevalet n’a aucune tuile montrant votre couleur la plus basse (ou l’une d’elles, si plusieurs sont à égalité), vous pouvez d’abord échanger : mettez tout votre chevalet de côté, piochez six nouvelles tuiles, et les anciennes retournent dans le sac.</translation>
    </message>
    <message>
        <source>&lt;b&gt;The end.&lt;/b&gt; The game ends as soon as no tile fits on the board anywhere. A player who brings all six colours to 18 wins at once.</source>
        <translation>&lt;b&gt;La fin.&lt;/b&gt; La partie s’arrête dès qu’aucune tuile ne tient plus nulle part sur le plateau. Un joueur qui amène ses six couleurs à 18 gagne aussitôt.</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>The board grows with the number of players: two players use the inner area, three and four players use one or two more rings. Cells outside the area in play are dimmed.</source>
        <translation>Le plateau grandit avec le nombre de joueurs : à deux, on utilise la zone centrale ; à trois et à quatre, un ou deux anneaux de plus. Les cases hors de la zone de jeu sont assombries.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Autres façons de jouer</translation>
    </message>
    <message>
        <source>&lt;b&gt;Travel edition&lt;/b&gt; (two players): a smaller bag of 57 tiles. No tile may be placed so that it leaves an empty cell with no empty neighbour.</source>
        <translation>&lt;b&gt;Édition voyage&lt;/b&gt; (deux joueurs) : un sac plus petit de 57 tuiles. Aucune tuile ne peut être posée de sorte qu’elle laisse une case vide sans voisine vide.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Team play&lt;/b&gt; (four players): players 1 and 3 play against 2 and 4, each team on one score board that goes up to 36. Reaching 18 and reaching 36 in a colour each give an extra placement; a colour that reaches 18 stops there for the rest of that placement.</source>
        <translation>&lt;b&gt;Par équipes&lt;/b&gt; (quatre joueurs) : les joueurs 1 et 3 jouent contre 2 et 4, chaque équipe sur un tableau de score qui monte jusqu’à 36. Atteindre 18 puis 36 dans une couleur donne chaque fois une pose supplémentaire ; une couleur qui atteint 18 s’y arrête pour le reste de cette pose.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solo&lt;/b&gt;: one tile in the rack at a time, no swapping and no extra placements, colours up to 36 (stopping at 18 for the rest of a placement). Your result is your three lowest colours as two digits each, lowest first: 12, 14 and 18 make 121418. The best possible is 363636.</source>
        <translation>&lt;b&gt;Solo&lt;/b&gt; : une seule tuile sur le chevalet à la fois, ni échange ni pose supplémentaire, couleurs jusqu’à 36 (arrêt à 18 pour le reste d’une pose). Votre résultat, ce sont vos trois couleurs les plus basses, deux chiffres chacune, la plus basse d’abord : 12, 14 et 18 donnent 121418. Le meilleur possible est 363636.</translation>
    </message>
    <message>
        <source>In this program</source>
        <translation>Dans ce programme</translation>
    </message>
    <message>
        <source>Click a tile in your rack to pick it up, then move over the board: the tile shows where it would go and what it would score. Turn it with the right mouse button, the wheel or R, place it with a click, and put it back with Esc. The keyboard alone works too: 1 to 6 picks a tile up, the arrows move it, R turns it and Enter places it. With several people at one screen, the table is covered between turns so nobody sees another player&apos;s tiles. Against the computer you can take back your last turn with Ctrl+Z. The game log beside the table lists every turn; View ▸ Game log (Ctrl+L) hides it or brings it back.</source>
        <translation>Cliquez sur une tuile de votre chevalet pour la prendre, puis survolez le plateau : la tuile montre où elle irait et ce qu’elle rapporterait. Tournez-la avec le bouton droit, la molette ou R, posez-la d’un clic et reposez-la avec Échap. Le clavier seul suffit aussi : 1 à 6 prend une tuile, les flèches la déplacent, R la tourne et Entrée la pose. À plusieurs devant un même écran, la table est masquée entre les tours pour que personne ne voie les tuiles des autres. Contre l’ordinateur, vous pouvez reprendre votre dernier tour avec Ctrl+Z. L’historique à côté de la table liste chaque tour ; Affichage ▸ Historique (Ctrl+L) le masque ou le réaffiche.</translation>
    </message>
    <message>
        <source>Rules of Ingenious</source>
        <translation>Règles d’Ingenious</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Courbe des scores</translation>
    </message>
    <message>
        <source>{name}:</source>
        <translation>{name} :</translation>
    </message>
    <message>
        <source>  {colour} {score}  ← lowest</source>
        <translation>  {colour} {score}  ← la plus basse</translation>
    </message>
    <message>
        <source>Before the first placement</source>
        <translation>Avant la première pose</translation>
    </message>
    <message>
        <source>After turn {turn} ({name}): 1 bonus placement, swapped</source>
        <translation>Après le tour {turn} ({name}) : 1 pose bonus, chevalet échangé</translation>
    </message>
    <message>
        <source>After turn {turn} ({name}): 1 bonus placement</source>
        <translation>Après le tour {turn} ({name}) : 1 pose bonus</translation>
    </message>
    <message numerus="yes">
        <source>After turn {turn} ({name}): %n bonus placements, swapped</source>
        <translation>
            <numerusform>Après le tour {turn} ({name}) : %n pose bonus, chevalet échangé</numerusform>
            <numerusform>Après le tour {turn} ({name}) : %n poses bonus, chevalet échangé</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After turn {turn} ({name}): %n bonus placements</source>
        <translation>
            <numerusform>Après le tour {turn} ({name}) : %n pose bonus</numerusform>
            <numerusform>Après le tour {turn} ({name}) : %n poses bonus</numerusform>
        </translation>
    </message>
    <message>
        <source>After turn {turn} ({name}): swapped</source>
        <translation>Après le tour {turn} ({name}) : chevalet échangé</translation>
    </message>
    <message>
        <source>After turn {turn} ({name})</source>
        <translation>Après le tour {turn} ({name})</translation>
    </message>
    <message>
        <source>lowest {score}</source>
        <translation>la plus basse {score}</translation>
    </message>
    <message>
        <source>lowest colour</source>
        <translation>couleur la plus basse</translation>
    </message>
    <message>
        <source>bonus placement</source>
        <translation>pose bonus</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>échange</translation>
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
        <source>Play quiet sounds as tiles are placed (M turns them on and off)</source>
        <translation>Jouer des sons discrets quand les tuiles sont posées (M les active et les coupe)</translation>
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
        <source>Sounds:</source>
        <translation>Sons :</translation>
    </message>
    <message>
        <source>All racks:</source>
        <translation>Tous les chevalets&#xa0;:</translation>
    </message>
</context>
<context>
    <name>SoundCues</name>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Sons</translation>
    </message>
    <message>
        <source>Play the table&apos;s sounds (M)</source>
        <translation>Jouer les sons de la table (M)</translation>
    </message>
    <message>
        <source>Sounds on</source>
        <translation>Sons activés</translation>
    </message>
    <message>
        <source>Sounds off</source>
        <translation>Sons coupés</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <source>Best streak</source>
        <translation>Meilleure série</translation>
    </message>
    <message>
        <source>Mean lowest</source>
        <translation>Plus basse en moyenne</translation>
    </message>
    <message>
        <source>Best lowest</source>
        <translation>Meilleure plus basse</translation>
    </message>
    <message>
        <source>Marked</source>
        <translation>Marquées</translation>
    </message>
    <message>
        <source>Games won in a row, up to the last one</source>
        <translation>Parties gagnées d’affilée, jusqu’à la dernière</translation>
    </message>
    <message>
        <source>The most games won in a row</source>
        <translation>Le plus de parties gagnées d’affilée</translation>
    </message>
    <message>
        <source>Your lowest colour at the end, on average</source>
        <translation>Votre couleur la plus basse à la fin, en moyenne</translation>
    </message>
    <message>
        <source>Your highest lowest colour at the end of a game</source>
        <translation>Votre plus haute couleur la plus basse à la fin d’une partie</translation>
    </message>
    <message>
        <source>Games in which a turn was undone or hints were used: counted like the others</source>
        <translation>Parties où un tour a été annulé ou des conseils utilisés : comptées comme les autres</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Reset…</source>
        <translation>Réinitialiser…</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contre l’ordinateur</translation>
    </message>
    <message>
        <source>Solo: best ten</source>
        <translation>Solo : les dix meilleures</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Hot-seat</source>
        <translation>Sur le même écran</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>En réseau</translation>
    </message>
    <message>
        <source>Reset the statistics?</source>
        <translation>Réinitialiser les statistiques ?</translation>
    </message>
    <message>
        <source>Every game counted so far is forgotten: the results against each level, the solo best ten, the hot-seat players and the games at network tables. This cannot be undone.</source>
        <translation>Chaque partie comptée jusqu’ici est oubliée : les résultats contre chaque niveau, les dix meilleures parties en solo, les joueurs sur le même écran et les parties aux tables en réseau. C’est irréversible.</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Les garder</translation>
    </message>
    <message>
        <source>No games yet.</source>
        <translation>Aucune partie pour l’instant.</translation>
    </message>
    <message>
        <source>undo in {count}</source>
        <translation>annulation dans {count}</translation>
    </message>
    <message>
        <source>hints in {count}</source>
        <translation>conseils dans {count}</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>No solo games yet.</source>
        <translation>Aucune partie en solo pour l’instant.</translation>
    </message>
    <message>
        <source>undo</source>
        <translation>annulation</translation>
    </message>
    <message>
        <source>hints</source>
        <translation>conseils</translation>
    </message>
</context>
<context>
    <name>SuggestionList</name>
    <message>
        <source>Suggestions:</source>
        <translation>Suggestions :</translation>
    </message>
    <message>
        <source>{rank}: {label}</source>
        <translation>{rank} : {label}</translation>
    </message>
    <message>
        <source>{words}: what this placement adds now to your lowest colour (where colours tie at your lowest, to any of them), and the points your lowest colour is then expected to end with. Point to see it on the board, click to pick up the tile.</source>
        <translation>{words} : ce que ce placement ajoute maintenant à votre couleur la plus basse (si plusieurs couleurs sont à égalité au plus bas, à l’une d’elles), et les points avec lesquels votre couleur la plus basse devrait alors finir. Pointez pour le voir sur le plateau, cliquez pour prendre la tuile.</translation>
    </message>
    <message>
        <source>Win chance after it: {chance}. Point to see it on the board, click to pick up the tile.</source>
        <translation>Chance de gagner ensuite : {chance}. Pointez pour le voir sur le plateau, cliquez pour prendre la tuile.</translation>
    </message>
</context>
<context>
    <name>WinChanceBar</name>
    <message>
        <source>Expected final result: the points your lowest colour ends with</source>
        <translation>Résultat final attendu : les points de votre couleur la plus basse à la fin</translation>
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
        <translation>Analyser la &amp;partie…</translation>
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
        <source>The coach&apos;s hint comes as soon as it is your turn.</source>
        <translation>Le conseil du coach viendra dès que ce sera votre tour.</translation>
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
        <source>The coach&apos;s best placement is outlined in gold; the others are listed above the table.</source>
        <translation>Le meilleur placement du coach est entouré d’or ; les autres sont listés au-dessus de la table.</translation>
    </message>
    <message>
        <source>Not yet</source>
        <translation>Pas encore</translation>
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
<context>
    <name>describe</name>
    <message>
        <source>Click a tile in your rack (or press 1-6) to pick it up</source>
        <translation>Cliquez sur une tuile du chevalet (ou appuyez sur 1-6) pour la prendre</translation>
    </message>
    <message>
        <source>R, right click or wheel: turn · click: place · Esc: put back</source>
        <translation>R, clic droit ou molette : tourner · clic : poser · Échap : reposer</translation>
    </message>
    <message>
        <source>Arrows: move · R: turn · Enter: place · Esc: put back</source>
        <translation>Flèches : déplacer · R : tourner · Entrée : poser · Échap : reposer</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>lowest</source>
        <translation>plus basse</translation>
    </message>
    <message>
        <source>2nd lowest</source>
        <translation>2e plus basse</translation>
    </message>
    <message>
        <source>3rd lowest</source>
        <translation>3e plus basse</translation>
    </message>
    <message>
        <source>4th lowest</source>
        <translation>4e plus basse</translation>
    </message>
    <message>
        <source>5th lowest</source>
        <translation>5e plus basse</translation>
    </message>
    <message>
        <source>highest</source>
        <translation>plus haute</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>moyen</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
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
        <source>Ingenious!</source>
        <translation>Ingenious !</translation>
    </message>
    <message>
        <source>bonus</source>
        <translation>bonus</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>Ordinateur {number}</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>computer · {level}</source>
        <translation>ordinateur · {level}</translation>
    </message>
    <message>
        <source>bonus placement</source>
        <translation>pose bonus</translation>
    </message>
    <message>
        <source>to move</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>Holes: left 1–18, right 19–36</source>
        <translation>Trous : gauche 1–18, droite 19–36</translation>
    </message>
    <message>
        <source>Holes: upper line 1–18, lower line 19–36</source>
        <translation>Trous : ligne du haut 1–18, du bas 19–36</translation>
    </message>
    <message>
        <source>Each colour&apos;s score, 0 to {cap}. The lowest colour decides the game.</source>
        <translation>Le score de chaque couleur, de 0 à {cap}. La couleur la plus basse décide de la partie.</translation>
    </message>
    <message>
        <source>Click the tile (or press 1-6) to pick it up; R turns it; Enter or a click places it</source>
        <translation>Cliquez sur la tuile (ou appuyez sur 1-6) pour la prendre ; R la tourne ; Entrée ou un clic la pose</translation>
    </message>
    <message>
        <source>tile in the bag</source>
        <translation>tuile dans le sac</translation>
    </message>
    <message>
        <source>Your turn — click when ready</source>
        <translation>À vous de jouer — cliquez quand vous êtes prêt</translation>
    </message>
    <message>
        <source>Pass to {name} — click when ready</source>
        <translation>À {name} de jouer — cliquez quand vous êtes prêt</translation>
    </message>
    <message>
        <source>Enter or Space works too. The other players&apos; tiles stay hidden.</source>
        <translation>Entrée ou Espace marchent aussi. Les tuiles des autres joueurs restent cachées.</translation>
    </message>
    <message>
        <source>Game over · {outcome}</source>
        <translation>Fin de la partie · {outcome}</translation>
    </message>
    <message>
        <source>{status} · {notice}</source>
        <translation>{status} · {notice}</translation>
    </message>
    <message>
        <source>Your turn next</source>
        <translation>À vous ensuite</translation>
    </message>
    <message>
        <source>Pass to {name}</source>
        <translation>Passez à {name}</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <source>You may swap your rack</source>
        <translation>Vous pouvez échanger votre chevalet</translation>
    </message>
    <message>
        <source>{name} may swap the rack</source>
        <translation>{name} peut échanger son chevalet</translation>
    </message>
    <message>
        <source>Ingenious! You owe a bonus placement</source>
        <translation>Ingenious ! Vous avez droit à une pose bonus</translation>
    </message>
    <message>
        <source>Ingenious! {name} owes a bonus placement</source>
        <translation>Ingenious ! {name} a droit à une pose bonus</translation>
    </message>
    <message>
        <source>Your turn to place a tile · first round: touch a printed symbol no tile touches yet</source>
        <translation>À vous de poser une tuile · premier tour : touchez un symbole imprimé qu’aucune tuile ne touche encore</translation>
    </message>
    <message>
        <source>{name} to place a tile · first round: touch a printed symbol no tile touches yet</source>
        <translation>À {name} de poser une tuile · premier tour : toucher un symbole imprimé qu’aucune tuile ne touche encore</translation>
    </message>
    <message>
        <source>Your turn to place a tile</source>
        <translation>À vous de poser une tuile</translation>
    </message>
    <message>
        <source>{name} to place a tile</source>
        <translation>À {name} de poser une tuile</translation>
    </message>
    <message>
        <source>Solo result {result}</source>
        <translation>Résultat solo {result}</translation>
    </message>
    <message>
        <source>{names} share first place</source>
        <translation>{names} se partagent la première place</translation>
    </message>
    <message>
        <source>{team} win</source>
        <translation>{team} gagnent</translation>
    </message>
    <message>
        <source>You win</source>
        <translation>Vous avez gagné</translation>
    </message>
    <message>
        <source>{name} wins</source>
        <translation>{name} gagne</translation>
    </message>
    <message>
        <source>Hints you used: {count}</source>
        <translation>Conseils que vous avez utilisés&#xa0;: {count}</translation>
    </message>
    <message>
        <source>Hints used by {name}: {count}</source>
        <translation>Conseils utilisés par {name}&#xa0;: {count}</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
    <message>
        <source>{names}, {next}</source>
        <translation>{names}, {next}</translation>
    </message>
    <message>
        <source>You swapped your rack</source>
        <translation>Vous avez échangé votre chevalet</translation>
    </message>
    <message>
        <source>{name} swapped the rack</source>
        <translation>{name} a échangé son chevalet</translation>
    </message>
    <message>
        <source>You have no tile left for the bonus placement</source>
        <translation>Vous n’avez plus de tuile pour la pose bonus</translation>
    </message>
    <message>
        <source>{name} has no tile left for the bonus placement</source>
        <translation>{name} n’a plus de tuile pour la pose bonus</translation>
    </message>
    <message>
        <source>The statistics could not be saved: {reason}</source>
        <translation>Les statistiques n’ont pas pu être enregistrées : {reason}</translation>
    </message>
    <message>
        <source>The statistics could not be reset: {reason}</source>
        <translation>Les statistiques n’ont pas pu être réinitialisées : {reason}</translation>
    </message>
    <message>
        <source>The statistics file {file} could not be read ({reason}) nor set aside, so it is left as it is and this game is not counted.</source>
        <translation>Le fichier de statistiques {file} n’a pu être ni lu ({reason}) ni mis de côté ; il reste tel quel et cette partie n’est pas comptée.</translation>
    </message>
    <message>
        <source>The statistics file could not be read ({reason}). It was kept as {file} in the same folder, and the statistics start afresh.</source>
        <translation>Le fichier de statistiques n’a pas pu être lu ({reason}). Il a été gardé sous le nom {file} dans le même dossier, et les statistiques repartent de zéro.</translation>
    </message>
    <message>
        <source>{colour} reached {score}</source>
        <translation>{colour} a atteint {score}</translation>
    </message>
    <message>
        <source>{marks} · bonus placement!</source>
        <translation>{marks} · pose bonus !</translation>
    </message>
    <message>
        <source>Game over: {outcome}</source>
        <translation>Fin de la partie : {outcome}</translation>
    </message>
    <message>
        <source>Not here: this is outside the board of this game</source>
        <translation>Pas ici : c’est hors du plateau de cette partie</translation>
    </message>
    <message>
        <source>Not here: a tile covers two neighbouring cells</source>
        <translation>Pas ici : une tuile couvre deux cases voisines</translation>
    </message>
    <message>
        <source>Not here: one of these cells is already occupied</source>
        <translation>Pas ici : une de ces cases est déjà occupée</translation>
    </message>
    <message>
        <source>Not here: in the first round a tile must touch a printed symbol that no tile touches yet</source>
        <translation>Pas ici : au premier tour, une tuile doit toucher un symbole imprimé qu’aucune tuile ne touche encore</translation>
    </message>
    <message>
        <source>Not here: this would leave an isolated cell, an empty cell with no empty neighbour</source>
        <translation>Pas ici : cela laisserait une case isolée, une case vide sans voisine vide</translation>
    </message>
    <message>
        <source>Not allowed: it is not your turn to place</source>
        <translation>Interdit : ce n’est pas à vous de poser</translation>
    </message>
    <message>
        <source>Not allowed: a swap needs a rack with no tile of the lowest colour ({colours})</source>
        <translation>Interdit : on ne peut échanger que sans aucune tuile de la couleur la plus basse ({colours}) sur le chevalet</translation>
    </message>
    <message>
        <source>Event {number} of the file breaks a rule. {rule}</source>
        <translation>L’événement {number} du fichier enfreint une règle du jeu. {rule}</translation>
    </message>
    <message>
        <source>It is a folder, not a file.</source>
        <translation>C’est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <source>It is a named pipe, not a file.</source>
        <translation>C’est un tube nommé, pas un fichier.</translation>
    </message>
    <message>
        <source>It is a socket, not a file.</source>
        <translation>C’est un socket, pas un fichier.</translation>
    </message>
    <message>
        <source>It is a device, not a file.</source>
        <translation>C’est un périphérique, pas un fichier.</translation>
    </message>
    <message>
        <source>It is a special file, not a regular file.</source>
        <translation>C’est un fichier spécial, pas un fichier ordinaire.</translation>
    </message>
    <message>
        <source>There is no such file: it may have been moved, renamed or deleted.</source>
        <translation>Ce fichier n’existe pas : il a peut-être été déplacé, renommé ou supprimé.</translation>
    </message>
    <message>
        <source>This program is not allowed to read it.</source>
        <translation>Ce programme n’a pas le droit de le lire.</translation>
    </message>
    <message>
        <source>It cannot be read: {reason}</source>
        <translation>Il ne peut pas être lu : {reason}</translation>
    </message>
    <message>
        <source>It is not JSON text, as a saved game is.</source>
        <translation>Ce n’est pas du texte JSON, comme l’est une partie enregistrée.</translation>
    </message>
    <message>
        <source>It is not JSON text, as a saved game is: reading stops at line {line}, column {column}.</source>
        <translation>Ce n’est pas du texte JSON, comme l’est une partie enregistrée : la lecture s’arrête ligne {line}, colonne {column}.</translation>
    </message>
    <message>
        <source>It does not say which version of the format it is written in; this program reads version {supported}.</source>
        <translation>Le fichier ne dit pas dans quelle version du format il est écrit ; ce programme lit la version {supported}.</translation>
    </message>
    <message>
        <source>It is written in version {version} of the format; this program reads version {supported}.</source>
        <translation>Le fichier est écrit dans la version {version} du format ; ce programme lit la version {supported}.</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne de caractères</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>The “{key}” of player {number} must be {kind}.</source>
        <translation>« {key} » du joueur {number} doit être {kind}.</translation>
    </message>
    <message>
        <source>The “{key}” of event {number} must be {kind}.</source>
        <translation>« {key} » de l’événement {number} doit être {kind}.</translation>
    </message>
    <message>
        <source>The file’s “{key}” must be {kind}.</source>
        <translation>« {key} » du fichier doit être {kind}.</translation>
    </message>
    <message>
        <source>It is larger than {limit} KiB, far larger than a saved game.</source>
        <translation>Le fichier dépasse {limit} Kio, bien plus qu’une partie enregistrée.</translation>
    </message>
    <message>
        <source>It is {encoding} text; a saved game is UTF-8 text.</source>
        <translation>C’est du texte {encoding} ; une partie enregistrée est du texte UTF-8.</translation>
    </message>
    <message>
        <source>It is not UTF-8 text (byte {byte} at position {offset}); a saved game is UTF-8 text.</source>
        <translation>Ce n’est pas du texte UTF-8 (octet {byte} à la position {offset}) ; une partie enregistrée est du texte UTF-8.</translation>
    </message>
    <message>
        <source>Its JSON is nested too deeply to be a saved game.</source>
        <translation>Son JSON est trop profondément imbriqué pour être une partie enregistrée.</translation>
    </message>
    <message>
        <source>It is JSON, but not the JSON object a saved game is.</source>
        <translation>C’est du JSON, mais pas l’objet JSON qu’est une partie enregistrée.</translation>
    </message>
    <message>
        <source>It is JSON, but not a saved game of this program: its “format” is not “{format}”.</source>
        <translation>C’est du JSON, mais pas une partie enregistrée de ce programme : son « format » n’est pas « {format} ».</translation>
    </message>
    <message>
        <source>Player {number} of the file is not a JSON object.</source>
        <translation>Le joueur {number} du fichier n’est pas un objet JSON.</translation>
    </message>
    <message>
        <source>The name of player {number} is not text: it holds a lone surrogate escape, which is no character.</source>
        <translation>Le nom du joueur {number} n’est pas du texte : il contient un échappement de substitut isolé, qui n’est pas un caractère.</translation>
    </message>
    <message>
        <source>Player {number} is of the kind “{kind}”; a player is “human” or “ai”.</source>
        <translation>Le joueur {number} est du type « {kind} » ; un joueur est « human » ou « ai ».</translation>
    </message>
    <message>
        <source>Player {number} plays at the level “{level}”; the levels are “easy”, “medium” and “hard”.</source>
        <translation>Le joueur {number} joue au niveau « {level} » ; les niveaux sont « easy », « medium » et « hard ».</translation>
    </message>
    <message>
        <source>Event {number} of the file is not a JSON object.</source>
        <translation>L’événement {number} du fichier n’est pas un objet JSON.</translation>
    </message>
    <message>
        <source>Event {number} names no seat of this game: its “player” must be from 0 to {last}.</source>
        <translation>L’événement {number} ne désigne aucune place de cette partie : son « player » doit aller de 0 à {last}.</translation>
    </message>
    <message>
        <source>The “tiles” of event {number} must be a list of tiles, each a string.</source>
        <translation>« tiles » de l’événement {number} doit être une liste de tuiles, chacune une chaîne de caractères.</translation>
    </message>
    <message>
        <source>The “at” of event {number} must be two cells, each [q, r] in whole numbers.</source>
        <translation>« at » de l’événement {number} doit être deux cases, chacune [q, r] en nombres entiers.</translation>
    </message>
    <message>
        <source>Event {number} is of the type “{type}”; an event is “draw”, “place” or “swap”.</source>
        <translation>L’événement {number} est du type « {type} » ; un événement est « draw », « place » ou « swap ».</translation>
    </message>
    <message>
        <source>Not allowed: the game is over</source>
        <translation>Interdit : la partie est terminée</translation>
    </message>
    <message>
        <source>Not allowed: this is not a move of the game</source>
        <translation>Interdit : ce n’est pas un coup de la partie</translation>
    </message>
    <message>
        <source>Not allowed: a tile must be placed before the rack is refilled</source>
        <translation>Interdit : il faut poser une tuile avant de compléter le chevalet</translation>
    </message>
    <message>
        <source>Not allowed: a swap comes at the end of a turn, after the placements</source>
        <translation>Interdit : l’échange se fait à la fin du tour, après les poses</translation>
    </message>
    <message>
        <source>Not allowed: there is no swap in this variant</source>
        <translation>Interdit : cette variante ne permet pas d’échange</translation>
    </message>
    <message>
        <source>Not allowed: the rack has already been swapped this turn</source>
        <translation>Interdit : le chevalet a déjà été échangé ce tour-ci</translation>
    </message>
    <message>
        <source>Not allowed: the bag is empty, so there is nothing to swap for</source>
        <translation>Interdit : le sac est vide, il n’y a rien à échanger contre</translation>
    </message>
    <message>
        <source>Not allowed: the game starts with the tiles dealt, a rack for each player</source>
        <translation>Interdit : la partie commence par la distribution des tuiles, un chevalet par joueur</translation>
    </message>
    <message>
        <source>Not allowed: the turn ends with refilling the rack, not with another placement</source>
        <translation>Interdit : le tour se termine en complétant le chevalet, pas par une nouvelle pose</translation>
    </message>
    <message>
        <source>Not allowed: it is your turn, not {other}’s</source>
        <translation>Interdit : c’est à vous de jouer, pas à {other}</translation>
    </message>
    <message>
        <source>Not allowed: it is {name}’s turn</source>
        <translation>Interdit : c’est à {name} de jouer</translation>
    </message>
    <message>
        <source>Not allowed: the {colour}/{other_colour} tile is not in the bag</source>
        <translation>Interdit : la tuile aux couleurs {colour} et {other_colour} n’est pas dans le sac</translation>
    </message>
    <message>
        <source>Not allowed: the {colour}/{other_colour} tile is not in your rack</source>
        <translation>Interdit : la tuile aux couleurs {colour} et {other_colour} n’est pas sur votre chevalet</translation>
    </message>
    <message>
        <source>Not allowed: the {colour}/{other_colour} tile is not in {name}’s rack</source>
        <translation>Interdit : la tuile aux couleurs {colour} et {other_colour} n’est pas sur le chevalet de {name}</translation>
    </message>
    <message>
        <source>Not allowed: “{variant}” is not a variant this program knows</source>
        <translation>Interdit : « {variant} » n’est pas une variante connue de ce programme</translation>
    </message>
    <message>
        <source>Not allowed: “{letter}” is not the letter of a colour</source>
        <translation>Interdit : « {letter} » n’est pas la lettre d’une couleur</translation>
    </message>
    <message>
        <source>Not allowed: “{tile}” is not a tile</source>
        <translation>Interdit : « {tile} » n’est pas une tuile</translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>joueur {number}</translation>
    </message>
    <message>
        <source>⇄ new rack</source>
        <translation>⇄ nouveau chevalet</translation>
    </message>
    <message>
        <source>Computer ({level}) for {name}</source>
        <translation>Ordinateur ({level}) pour {name}</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (ordinateur)</translation>
    </message>
    <message>
        <source>You swap: your whole rack is set aside for six new tiles</source>
        <translation>Vous échangez : tout votre chevalet est mis de côté pour six nouvelles tuiles</translation>
    </message>
    <message>
        <source>{name} swaps: the whole rack is set aside for six new tiles</source>
        <translation>{name} échange : tout son chevalet est mis de côté pour six nouvelles tuiles</translation>
    </message>
    <message>
        <source>{colour} +{points}, {other_colour} +{other_points}</source>
        <translation>{colour} +{points}, {other_colour} +{other_points}</translation>
    </message>
    <message>
        <source>{colour} reaches {score}</source>
        <translation>{colour} atteint {score}</translation>
    </message>
    <message>
        <source>{placement} — Ingenious! {marks}</source>
        <translation>{placement} — Ingenious ! {marks}</translation>
    </message>
    <message>
        <source>You place {tile} (bonus placement): {scored}</source>
        <translation>Vous posez {tile} (pose bonus) : {scored}</translation>
    </message>
    <message>
        <source>You place {tile}: {scored}</source>
        <translation>Vous posez {tile} : {scored}</translation>
    </message>
    <message>
        <source>{name} places {tile} (bonus placement): {scored}</source>
        <translation>{name} pose {tile} (pose bonus) : {scored}</translation>
    </message>
    <message>
        <source>{name} places {tile}: {scored}</source>
        <translation>{name} pose {tile} : {scored}</translation>
    </message>
    <message>
        <source>You may set your whole rack aside and draw six new tiles, or keep your tiles and refill the rack as usual.</source>
        <translation>Vous pouvez mettre tout votre chevalet de côté et piocher six nouvelles tuiles, ou garder vos tuiles et compléter le chevalet comme d’habitude.</translation>
    </message>
    <message>
        <source>Replay of a finished game · turn {turn} of {turns} · {status}</source>
        <translation>Revue d’une partie terminée · tour {turn} sur {turns} · {status}</translation>
    </message>
    <message>
        <source>Replay of an unfinished game · turn {turn} of {turns} · {status}</source>
        <translation>Revue d’une partie inachevée · tour {turn} sur {turns} · {status}</translation>
    </message>
    <message>
        <source>turn {turn} of {turns} · every rack face up</source>
        <translation>tour {turn} sur {turns} · tous les chevalets visibles</translation>
    </message>
    <message>
        <source>A new game goes on from the position shown, with the same tiles in every rack. Choose who plays each seat; the saved game is not changed.</source>
        <translation>Une nouvelle partie reprend à partir de la position affichée, avec les mêmes tuiles sur chaque chevalet. Choisissez qui joue chaque place ; la partie enregistrée n’est pas modifiée.</translation>
    </message>
    <message>
        <source>This game is not finished. The replay shows every player&apos;s rack, tiles that are still hidden in the game.</source>
        <translation>Cette partie n’est pas terminée. La revue montre le chevalet de chaque joueur, des tuiles encore cachées dans la partie.</translation>
    </message>
    <message>
        <source>Your three lowest colours, two digits each, lowest first (the best is 363636).</source>
        <translation>Vos trois couleurs les plus basses, deux chiffres chacune, la plus basse d’abord (le meilleur est 363636).</translation>
    </message>
    <message>
        <source>Each player&apos;s colours from lowest to highest: the lowest colour decides, then the next.</source>
        <translation>Les couleurs de chaque joueur, de la plus basse à la plus haute : la plus basse décide, puis la suivante.</translation>
    </message>
    <message>
        <source>Your rack has no tile showing your lowest colour ({colour}).</source>
        <translation>Votre chevalet n’a aucune tuile de votre couleur la plus basse ({colour}).</translation>
    </message>
    <message>
        <source>Your rack has no tile showing your lowest colours ({colours}).</source>
        <translation>Votre chevalet n’a aucune tuile de vos couleurs les plus basses ({colours}).</translation>
    </message>
    <message>
        <source>all six colours at the top: an instant win</source>
        <translation>les six couleurs au sommet : victoire immédiate</translation>
    </message>
    <message>
        <source>This name holds characters a table does not take (control or direction marks, or too many accents on one letter): type it without them.</source>
        <translation>Ce nom contient des caractères qu’une table n’accepte pas (caractères de contrôle ou de direction, ou trop d’accents sur une lettre) : saisissez-le sans eux.</translation>
    </message>
    <message>
        <source>This name shows nothing (only blank or invisible characters): type a name the others can see.</source>
        <translation>Ce nom n’affiche rien (seulement des caractères vides ou invisibles) : saisissez un nom que les autres peuvent voir.</translation>
    </message>
    <message>
        <source>Connected: table {code}</source>
        <translation>Connecté : table {code}</translation>
    </message>
    <message>
        <source>Connection lost: connecting again…</source>
        <translation>Connexion perdue : nouvelle tentative…</translation>
    </message>
    <message>
        <source>No answer from the server for {minutes}:{seconds:02d}: connecting again…</source>
        <translation>Pas de réponse du serveur depuis {minutes}:{seconds:02d} : nouvelle connexion…</translation>
    </message>
    <message>
        <source>The table&apos;s server may have stopped (its host may have closed the game). Game ▸ Leave the network table… lets you play on this computer instead.</source>
        <translation>Le serveur de la table s’est peut-être arrêté (son hôte a peut-être fermé le jeu). Partie ▸ Quitter la table en réseau… vous permet de jouer sur cet ordinateur à la place.</translation>
    </message>
    <message>
        <source>Network table {code}, game {number}</source>
        <translation>Table en réseau {code}, partie {number}</translation>
    </message>
    <message>
        <source>Network table {code}</source>
        <translation>Table en réseau {code}</translation>
    </message>
    <message>
        <source>You left the network table: the computer plays your seat there to the end.</source>
        <translation>Vous avez quitté la table en réseau : l’ordinateur y joue votre place jusqu’à la fin.</translation>
    </message>
    <message>
        <source>You left the network table while its server was not answering: your seat is kept, and offered when this program starts next.</source>
        <translation>Vous avez quitté la table en réseau alors que son serveur ne répondait pas : votre place vous est gardée et vous sera proposée au prochain démarrage.</translation>
    </message>
    <message>
        <source>The server keeps this game; at its end it is kept here with every rack, and may then be saved.</source>
        <translation>Le serveur conserve cette partie ; à sa fin, elle est conservée ici avec tous les chevalets et peut alors être enregistrée.</translation>
    </message>
    <message>
        <source>The server cannot save the game right now: moves wait until it can.</source>
        <translation>Le serveur ne peut pas enregistrer la partie pour l’instant : les coups attendent qu’il le puisse.</translation>
    </message>
    <message>
        <source>Server cannot save: moves wait</source>
        <translation>Le serveur ne peut pas enregistrer : les coups attendent</translation>
    </message>
    <message>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>away {minutes}:{seconds:02d}</source>
        <translation>absent {minutes}:{seconds:02d}</translation>
    </message>
    <message>
        <source>Waiting for {name} ({minutes}:{seconds:02d})</source>
        <translation>En attente de {name} ({minutes}:{seconds:02d})</translation>
    </message>
    <message>
        <source>Computer ({level})</source>
        <translation>Ordinateur ({level})</translation>
    </message>
    <message>
        <source>{name}, computer ({level})</source>
        <translation>{name}, ordinateur ({level})</translation>
    </message>
    <message>
        <source>{name} left: a computer plays</source>
        <translation>{name} est parti : un ordinateur joue</translation>
    </message>
    <message>
        <source>Open: a friend, or a computer when the game starts</source>
        <translation>Ouverte : un ami, ou un ordinateur quand la partie commence</translation>
    </message>
    <message>
        <source>Waiting for a friend…</source>
        <translation>En attente d’un ami…</translation>
    </message>
    <message>
        <source>{name} (away)</source>
        <translation>{name} (absent)</translation>
    </message>
    <message>
        <source>Partners: seats {a} and {b} play together, against seats {c} and {d}.</source>
        <translation>Partenaires : les places {a} et {b} jouent ensemble, contre les places {c} et {d}.</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name} : {text}</translation>
    </message>
    <message>
        <source>The network game at table {code} on {address} was not finished, and your seat is kept for you. Take it back?</source>
        <translation>La partie en réseau à la table {code} sur {address} n’est pas terminée, et votre place vous est gardée. La reprendre ?</translation>
    </message>
    <message>
        <source>Nothing answers at {address}: check the address, and that the host&apos;s game is open.</source>
        <translation>Rien ne répond à {address} : vérifie l’adresse, et que la partie de l’hôte est ouverte.</translation>
    </message>
    <message>
        <source>What answers at {address} is not a table of this game: check the address.</source>
        <translation>Ce qui répond à {address} n’est pas une table de ce jeu : vérifie l’adresse.</translation>
    </message>
    <message>
        <source>No table on that server has this code.</source>
        <translation>Aucune table de ce serveur n’a ce code.</translation>
    </message>
    <message>
        <source>Every seat for a person at that table is taken.</source>
        <translation>Toutes les places pour une personne à cette table sont prises.</translation>
    </message>
    <message>
        <source>That server speaks another version of the network game: update both programs.</source>
        <translation>Ce serveur parle une autre version du jeu en réseau : mettez les deux programmes à jour.</translation>
    </message>
    <message>
        <source>The server refused: {reason}</source>
        <translation>Le serveur a refusé : {reason}</translation>
    </message>
    <message>
        <source>This server does not offer rematches: start a new table for another game.</source>
        <translation>Ce serveur ne propose pas de revanche : ouvrez une nouvelle table pour une autre partie.</translation>
    </message>
    <message>
        <source>{name} left the table: the computer plays that seat to the end.</source>
        <translation>{name} a quitté la table : l’ordinateur joue cette place jusqu’à la fin.</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they come back.</source>
        <translation>L’ordinateur joue pour {name} jusqu’à son retour.</translation>
    </message>
    <message>
        <source>{name} is back and plays again.</source>
        <translation>{name} est de retour et rejoue.</translation>
    </message>
    <message>
        <source>{name} wants a rematch.</source>
        <translation>{name} veut une revanche.</translation>
    </message>
    <message>
        <source>You asked for a rematch: it begins when everyone at the table has.</source>
        <translation>Vous avez demandé une revanche : elle commence quand toute la table l’a demandée.</translation>
    </message>
    <message>
        <source>The rematch has begun.</source>
        <translation>La revanche a commencé.</translation>
    </message>
    <message>
        <source>Seat at table {code} given up, but its server was not reached: the others may let the computer play it ({reason}).</source>
        <translation>Place à la table {code} abandonnée, mais son serveur est injoignable : les autres peuvent la confier à l’ordinateur ({reason}).</translation>
    </message>
    <message>
        <source>{host} · {address}, table {code}
{game}, {free}</source>
        <translation>{host} · {address}, table {code}
{game}, {free}</translation>
    </message>
    <message>
        <source>No tables found nearby</source>
        <translation>Aucune table trouvée à proximité</translation>
    </message>
    <message>
        <source>This server does not offer the coach at its tables: it stays off.</source>
        <translation>Ce serveur ne propose pas le coach à ses tables : il reste désactivé.</translation>
    </message>
    <message>
        <source>The coach is off in this network game: it is on only if everyone at the table agreed to it before the game began.</source>
        <translation>Le coach est désactivé dans cette partie en réseau : il n’aide que si tout le monde à la table l’a accepté avant le début de la partie.</translation>
    </message>
    <message>
        <source>In a network game the review opens when the server has sent the whole game at its end: until then the others&apos; racks are hidden.</source>
        <translation>Dans une partie en réseau, l&apos;analyse s&apos;ouvre quand le serveur a envoyé toute la partie à sa fin : jusque-là, les chevalets des autres sont cachés.</translation>
    </message>
    <message>
        <source>You propose the coach (hints and win chances). It is on only if everyone at the table has agreed when you start the game.</source>
        <translation>Vous proposez le coach (conseils et chances de victoire). Il n’aide que si tout le monde à la table a accepté quand vous lancez la partie.</translation>
    </message>
    <message>
        <source>The host proposes the coach (hints and win chances). It is on only if everyone at the table has agreed when the game starts.</source>
        <translation>L’hôte propose le coach (conseils et chances de victoire). Il n’aide que si tout le monde à la table a accepté quand la partie commence.</translation>
    </message>
    <message>
        <source>Agreed so far: {names}</source>
        <translation>D’accord jusqu’ici : {names}</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <source>travel edition</source>
        <translation>édition voyage</translation>
    </message>
    <message>
        <source>team play</source>
        <translation>par équipes</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>Settings not read</source>
        <translation>Réglages non lus</translation>
    </message>
    <message>
        <source>{problem}

The game starts with the default settings and cannot keep changes to them until the file is fixed.</source>
        <translation>{problem}

Le jeu démarre avec les réglages par défaut et ne peut pas conserver leurs modifications tant que le fichier n’est pas réparé.</translation>
    </message>
    <message>
        <source>The settings file {file} is not one this game wrote ({reason}). It is kept, unchanged, as
{kept}

The game starts with the default settings.</source>
        <translation>Le fichier de réglages {file} n’a pas été écrit par ce jeu ({reason}). Il est conservé, inchangé, sous
{kept}

Le jeu démarre avec les réglages par défaut.</translation>
    </message>
    <message>
        <source>No autosave</source>
        <translation>Pas de sauvegarde automatique</translation>
    </message>
    <message>
        <source>The folder for the autosave and the statistics cannot be made:
{folder}
({error})

You can play, but this session is not autosaved and its games are not counted in the statistics. Save a game you want to keep (Game ▸ Save).</source>
        <translation>Le dossier de la sauvegarde automatique et des statistiques ne peut pas être créé :
{folder}
({error})

Tu peux jouer, mais cette session n’est pas sauvegardée automatiquement et ses parties ne comptent pas dans les statistiques. Enregistre toute partie que tu veux garder (Partie ▸ Enregistrer).</translation>
    </message>
    <message>
        <source>More unfinished games</source>
        <translation>D’autres parties inachevées</translation>
    </message>
    <message>
        <source>Another copy of Ingenious Desktop also left a game unfinished. Each such game is kept as a file of its own, listed under Game ▸ Open recent:
{files}</source>
        <translation>Une autre copie d’Ingenious Desktop a elle aussi laissé une partie inachevée. Chacune de ces parties est gardée dans un fichier à elle, listé dans Partie ▸ Parties récentes :
{files}</translation>
    </message>
    <message>
        <source>The computer players cannot start</source>
        <translation>Les joueurs ordinateur ne peuvent pas démarrer</translation>
    </message>
    <message>
        <source>{error}

Ingenious Desktop is damaged: please install it again.</source>
        <translation>{error}

Ingenious Desktop est endommagé : veuillez le réinstaller.</translation>
    </message>
    <message>
        <source>The last game ({variant}: {names}) was not finished.</source>
        <translation>La dernière partie ({variant} : {names}) n’a pas été terminée.</translation>
    </message>
    <message>
        <source>The last game&apos;s autosave could not be read:
{error}</source>
        <translation>La sauvegarde automatique de la dernière partie n’a pas pu être lue :
{error}</translation>
    </message>
    <message>
        <source>Autosave unreadable</source>
        <translation>Sauvegarde automatique illisible</translation>
    </message>
    <message>
        <source>{problem}

It could not be moved aside ({error}), so it is left as it is and this session is not autosaved:
{file}</source>
        <translation>{problem}

Elle n’a pas pu être mise de côté ({error}) : elle reste telle quelle et cette session n’est pas sauvegardée automatiquement :
{file}</translation>
    </message>
    <message>
        <source>{problem}

It is kept, unchanged, as
{file}

The next autosave is written beside it.</source>
        <translation>{problem}

Elle est conservée, inchangée, sous
{file}

La prochaine sauvegarde automatique est écrite à côté.</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Reprendre la partie inachevée ?</translation>
    </message>
    <message>
        <source>{question}

Play on with it?</source>
        <translation>{question}

Continuer cette partie ?</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>opponents</name>
    <message>
        <source>A beginner who likes to sit on the line you need most.</source>
        <translation>Un débutant qui aime s’installer sur la ligne dont vous avez le plus besoin.</translation>
    </message>
    <message>
        <source>A beginner who chases 18s, even when another colour is falling behind.</source>
        <translation>Un débutant qui court après les 18, même quand une autre couleur prend du retard.</translation>
    </message>
    <message>
        <source>A beginner who tries to keep all six colours together.</source>
        <translation>Un débutant qui essaie de garder ses six couleurs ensemble.</translation>
    </message>
    <message>
        <source>Plays for points, and when two placements are close, shuts the line your weakest colour needs.</source>
        <translation>Joue pour les points et, quand deux poses se valent presque, ferme la ligne dont votre couleur la plus faible a besoin.</translation>
    </message>
    <message>
        <source>Races colours to 18 and strings bonus placements together.</source>
        <translation>Pousse ses couleurs vers 18 et enchaîne les poses bonus.</translation>
    </message>
    <message>
        <source>Steady: keeps its colours level and rarely lets one lag.</source>
        <translation>Régulier&#xa0;: garde ses couleurs à égalité et en laisse rarement une à la traîne.</translation>
    </message>
    <message>
        <source>Sees which colour you need and shuts its lines before you get there.</source>
        <translation>Voit quelle couleur il vous faut et ferme ses lignes avant que vous n’y arriviez.</translation>
    </message>
    <message>
        <source>Plans bonus chains: an 18 now, another placement at once.</source>
        <translation>Prépare des enchaînements de poses bonus&#xa0;: un 18 maintenant, une autre pose aussitôt.</translation>
    </message>
    <message>
        <source>Patient and balanced: leaves you no weak colour to exploit.</source>
        <translation>Patient et équilibré&#xa0;: ne vous laisse aucune couleur faible à exploiter.</translation>
    </message>
    <message>
        <source>No particular style</source>
        <translation>Sans style particulier</translation>
    </message>
    <message>
        <source>Plays the level&apos;s own game, with no habit you could learn to expect.</source>
        <translation>Joue le jeu de son niveau, sans habitude que vous pourriez apprendre à prévoir.</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} et {last}</translation>
    </message>
</context>
</TS>
